import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { connect, ensureDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { runMigrations } from '../apps/server/src/db/migrate';
import { termsVersion } from '../apps/server/src/features/marketing/terms-service';
import { seedOfferings } from '../apps/server/src/features/offerings/seed';
import { CSRF_COOKIE, signCsrfToken } from '../apps/server/src/platform/security/csrf';

/**
 * Receipt numbers under load (issue 11): 50 payments at once through POST /api/payment/ of a
 * test app on its own embedded PostgreSQL, on the production pool (a 503 is sent again), then
 * the receipt numbers issued, their gaps and duplicates, and the time. Exits 1 on a gap, a
 * duplicate or a payment without a receipt. `-- --payments 100` changes the count.
 */
const count = Number(process.argv[process.argv.indexOf('--payments') + 1]) || 50;
const dir = mkdtempSync(join(tmpdir(), 'portal-bench-receipts-'));
const pg = await startEmbeddedPostgres(dir);
const url = pg.url('portal');
await ensureDatabase(url);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', RATE_LIMIT_PER_MINUTE: '1000000', ALLOW_SANDBOX_PAYMENTS: 'true' });
// The production pool (size and timeouts from config.ts): a larger pool hid the wedge of issue 28.
const db = connect(url, config.database);
await runMigrations(db);
await seedOfferings(db);
const app = await buildApp(config, db);
await app.ready();
const token = signCsrfToken(config.secret);
const call = (method: 'GET' | 'POST', path: string, payload?: object) =>
  app.inject({ method, url: path, payload, headers: { 'x-xsrf-token': token }, cookies: { [CSRF_COOKIE]: token } });

try {
  const regs: string[] = [];
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const reg = await call('POST', '/api/dev/registrations', { offeringId: 'Cn9DwAy62m_-VXgk9y6L5Q', status: 'cart', country: 'US' });
    regs.push(reg.json().id);
    const card = await call('POST', '/api/payments/sandbox/tokenize', { cardNumber: '4242 4242 4242 4242', nameOnCard: 'Bench Payer', expiry: '11/40', cvv: '731', postalCode: '60601' });
    tokens.push(card.json().token);
  }
  const billing = { address1: '100 Main St', address2: '', city: 'Chicago', country: 'US', state: 'IL', postalCode: '60601' };
  const started = performance.now();
  const bodies = regs.map((id, i) => ({ registrationId: id, paymentToken: tokens[i], idempotencyKey: `bench-${i}-${Date.now()}`, billing, termsAccepted: true, termsVersion: termsVersion() }));
  let results = await Promise.all(bodies.map((body) => call('POST', '/api/payment/', body)));
  // A 503 (the pool's bounded wait) is sent again with the same key, as the checkout page does.
  let busy = results.filter((r) => r.statusCode === 503).length;
  for (let round = 0; round < 10 && results.some((r) => r.statusCode === 503); round++) {
    results = await Promise.all(results.map((r, i) => (r.statusCode === 503 ? call('POST', '/api/payment/', bodies[i]) : r)));
    busy += results.filter((r) => r.statusCode === 503).length;
  }
  const ms = performance.now() - started;
  const paid = results.filter((r) => r.statusCode === 200).length;
  const { rows } = await db.pool.query<{ number: string }>(`select number from receipts where kind = 'payment' order by number`);
  const values = rows.map((r) => Number(r.number.split('-')[2]));
  const seen = new Set<number>();
  const duplicates = values.filter((v) => (seen.has(v) ? true : (seen.add(v), false))).length;
  const max = values.length ? Math.max(...values) : 0;
  const gaps = Array.from({ length: max }, (_, i) => i + 1).filter((v) => !seen.has(v)).length;
  console.log(`payments: ${count} sent, ${paid} paid (pool of ${config.database.poolSize}; ${busy} answers 503, sent again)`);
  console.log(`receipts issued: ${values.length} (${rows[0]?.number ?? '-'} … ${rows[rows.length - 1]?.number ?? '-'})`);
  console.log(`gaps: ${gaps}`);
  console.log(`duplicates: ${duplicates}`);
  console.log(`time: ${Math.round(ms)} ms for the ${count} concurrent payments (${(ms / count).toFixed(1)} ms each on average)`);
  if (gaps || duplicates || values.length !== paid || paid !== count) process.exitCode = 1;
} finally {
  await app.close();
  await db.close();
  await pg.stop();
  rmSync(dir, { recursive: true, force: true });
}
