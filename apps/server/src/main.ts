import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connect, ensureDatabase } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { runMigrations } from './db/migrate';
import { seedDemoData } from './db/seed/index';
import { deliverPending } from './platform/mail/outbox';
import { smtpSender } from './platform/mail/smtp';

/** Starts the portal: configuration, database (embedded unless DATABASE_URL), migrations, seed, HTTP. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const dir = join(config.dataDir, 'postgres');
    console.log(`Starting embedded PostgreSQL (data in ${dir})…`);
    embedded = await startEmbeddedPostgres(dir, (m) => console.error(m));
    url = embedded.url('portal');
    await ensureDatabase(url);
  }

  const db = connect(url);
  await runMigrations(db);
  await seedDemoData(db);
  const app = await buildApp(config, db);

  let mailTimer: NodeJS.Timeout | undefined;
  if (config.mail.smtpUrl) {
    const send = smtpSender(config.mail.smtpUrl, config.mail.from);
    mailTimer = setInterval(() => deliverPending(db.orm, send).catch((err) => app.log.error({ err }, 'mail delivery failed')), 5000);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received: stopping…`);
    clearInterval(mailTimer);
    await app.close();
    await db.close();
    if (embedded) await embedded.stop();
    console.log('Stopped cleanly.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`Provider portal is running at ${config.publicUrl}`);
}

main().catch((err) => {
  console.error('The portal could not start:', err);
  process.exit(1);
});
