import { join } from 'node:path';
import Fastify from 'fastify';
import { benchProductionEnv } from './production-env';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { connect, ensureDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedDemoData } from '../apps/server/src/db/seed/index';
import { benchRegistration } from './bench-registration';

/**
 * The server side of bench/api-latency.ts with BENCH_IN_PROCESS=1 (the former measure), in its own process so the load generator does not
 * share its event loop: the portal as main.ts builds it with production settings (NODE_ENV=
 * production, info-level logs written to stdout, which the parent discards) on embedded PostgreSQL
 * with migrations and the demo seed, and a bare Fastify route beside it, both on loopback ports
 * chosen by the system. Reports the ports and a registration to read back over IPC, and stops
 * when the parent disconnects.
 */
const config = loadConfig({
  ...process.env,
  // Production's required settings; nothing here sends mail or takes money.
  ...benchProductionEnv('smtp://127.0.0.1:9'),
  LOG_LEVEL: 'info',
  // BENCH_CHECK_ANSWERS=1: every answer checked against the OpenAPI document, as in development and tests.
  ...(process.env.BENCH_CHECK_ANSWERS ? { API_DOCS: 'true' } : {}),
});
const embedded = await startEmbeddedPostgres(join(config.dataDir, 'postgres'));
const url = embedded.url('portal');
await ensureDatabase(url);
const db = connect(url);
await runMigrations(db);
await seedDemoData(db);
const app = await buildApp(config, db, { checkAnswers: Boolean(process.env.BENCH_CHECK_ANSWERS) });
await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });

const portOf = (f: { server: { address(): unknown } }) => (f.server.address() as { port: number }).port;
const id = await benchRegistration(db, process.env.BENCH_OFFERING);
process.send!({ app: portOf(app), bare: portOf(bare), registration: id });
process.on('disconnect', async () => {
  await Promise.all([app.close(), bare.close()]);
  await db.close();
  await embedded.stop();
  process.exit(0);
});
