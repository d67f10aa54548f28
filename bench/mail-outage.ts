import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { connect, ensureDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { runMigrations } from '../apps/server/src/db/migrate';
import { enqueueMail } from '../apps/server/src/platform/mail/outbox';
import { deliveryReport, testSmtp } from '../apps/server/test/helpers/smtp';

/**
 * Issue 11's measure: 100 mails queued while the SMTP server is down all arrive after it returns.
 * Starts an embedded PostgreSQL (temporary directory), the portal with its mail worker pointed at
 * a loopback SMTP server that is not listening yet, queues the mails (one transaction each, as
 * features do), keeps the server down for BENCH_DOWN_SECONDS (30 by default) while the worker
 * fails and backs off, then starts it and prints how many arrived, the duplicates and the time to
 * drain. Retry settings come from the environment (MAIL_RETRY_*; 2 s base delay by default here).
 * Exits 1 when a mail is missing or arrived twice.
 */
const COUNT = Number(process.env.BENCH_MAILS ?? 100);
const DOWN_MS = Number(process.env.BENCH_DOWN_SECONDS ?? 30) * 1000;
const GRACE_MS = 5000;

const dir = mkdtempSync(join(tmpdir(), 'portal-bench-mail-'));
const pg = await startEmbeddedPostgres(dir);
const url = pg.url('portal');
await ensureDatabase(url);
const db = connect(url);
await runMigrations(db);

const smtp = await testSmtp({ listen: false });
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  SMTP_URL: smtp.url,
  MAIL_RETRY_DELAY_SECONDS: process.env.MAIL_RETRY_DELAY_SECONDS ?? '2',
  MAIL_RETRY_LIMIT: process.env.MAIL_RETRY_LIMIT ?? '10',
  MAIL_RETRY_BACKOFF: process.env.MAIL_RETRY_BACKOFF ?? 'true',
  MAIL_POLL_SECONDS: process.env.MAIL_POLL_SECONDS ?? '1',
});
const app = await buildApp(config, db);
await app.ready();

const subjects = Array.from({ length: COUNT }, (_, i) => `Outage bench ${i + 1}`);
for (const [i, subject] of subjects.entries()) {
  await db.orm.transaction((tx) => enqueueMail(tx, { to: `bench.${i + 1}@example.com`, subject, text: `Mail ${i + 1}`, html: `<p>Mail ${i + 1}</p>` }));
}
console.log(`${COUNT} mails queued; SMTP server down for ${DOWN_MS / 1000} s (retry base ${config.mail.retryDelaySeconds} s, backoff ${config.mail.retryBackoff}, limit ${config.mail.retryLimit})…`);
await new Promise((r) => setTimeout(r, DOWN_MS));
const failed = (await db.pool.query('select count(*)::int c, coalesce(sum(attempts), 0)::int a from outbox where sent_at is null and attempts > 0')).rows[0];
console.log(`while down: ${failed.c} mails had failed at least once (${failed.a} failed attempts in all), ${smtp.received.length} arrived`);

await smtp.start();
const up = Date.now();
const deadline = up + 10 * 60_000;
while (smtp.received.length < COUNT && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
const drainMs = Date.now() - up;
// A little longer, so that a mail sent twice would be counted.
await new Promise((r) => setTimeout(r, GRACE_MS));
const report = deliveryReport(subjects, smtp.received);
const dead = (await db.pool.query('select count(*)::int c from outbox where dead_at is not null')).rows[0].c;

console.log(`arrived: ${report.arrived}/${COUNT}`);
console.log(`missing: ${report.missing.length}`);
console.log(`duplicates: ${report.duplicates.length} (messages received: ${smtp.received.length})`);
console.log(`dead letters: ${dead}`);
console.log(`time to drain after the SMTP server returned: ${(drainMs / 1000).toFixed(1)} s`);

await app.close();
await smtp.stop();
await db.close();
await pg.stop();
rmSync(dir, { recursive: true, force: true });
process.exit(report.missing.length || report.duplicates.length ? 1 : 0);
