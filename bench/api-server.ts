import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { connect, ensureDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedDemoData } from '../apps/server/src/db/seed/index';

/**
 * The server side of bench/api-latency.ts, in its own process so the load generator does not
 * share its event loop: the portal as main.ts builds it (embedded PostgreSQL, migrations, seed,
 * the configured logger) and a bare Fastify route beside it, both on loopback ports chosen by the
 * system. Reports the ports over IPC and stops when the parent disconnects.
 */
const config = loadConfig();
const embedded = await startEmbeddedPostgres(join(config.dataDir, 'postgres'));
const url = embedded.url('portal');
await ensureDatabase(url);
const db = connect(url);
await runMigrations(db);
await seedDemoData(db);
const app = await buildApp(config, db);
await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });

const portOf = (f: { server: { address(): unknown } }) => (f.server.address() as { port: number }).port;
process.send!({ app: portOf(app), bare: portOf(bare) });
process.on('disconnect', async () => {
  await Promise.all([app.close(), bare.close()]);
  await db.close();
  await embedded.stop();
  process.exit(0);
});
