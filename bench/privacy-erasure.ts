import { performance } from 'node:perf_hooks';
import { unzipSync } from 'fflate';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { seedOfferings } from '../apps/server/src/features/offerings/seed';
import { CSRF_COOKIE, signCsrfToken } from '../apps/server/src/platform/security/csrf';
import { dumpDatabaseTables, tablesContaining, urlOf } from '../apps/server/test/helpers/database-dump';
import { personWithHistory } from '../apps/server/test/helpers/privacy-fixtures';
import { newStaff, signIn } from '../apps/server/test/helpers/staff-fixtures';
import type { TestApp } from '../apps/server/test/helpers/test-app';
import { benchDatabase } from './bench-database';

/**
 * Issue 30's measure: a person with a realistic history (a registration with a team member, paid
 * with its receipt, a contact-us lead with staff's notes, a university submission, a waiting-list
 * entry and the mails all of that sent), among BENCH_PEOPLE (20) others with the same history, in
 * a fresh embedded PostgreSQL. Prints the size of the access request's export (the ZIP and each
 * file in it), then erases the person and searches the whole database (pg_dump when one can dump
 * this server, else every row of every table) for their e-mail address, phone and licence number,
 * printing where each is still found. Exits 1 if any is found outside the records tax law keeps.
 */
const OTHERS = Number(process.env.BENCH_PEOPLE ?? 20);
const KEPT = new Set(['public.receipts', 'public.orders', 'public.refunds', 'public.payment_events']);

const { db, stop } = await benchDatabase('privacy');
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', RATE_LIMIT_PER_MINUTE: '1000000', ALLOW_SANDBOX_PAYMENTS: 'true', LEADS_NOTIFY_EMAIL: 'leads@example.com' });
const app = await buildApp(config, db);
let failed = false;
try {
  await app.ready();
  await seedOfferings(db);
  const token = signCsrfToken(config.secret);
  const t: TestApp = {
    app, db, config, close: async () => {},
    call: ({ locale, headers, cookies, ...opts }: InjectOptions & { locale?: string }) =>
      app.inject({ ...opts, headers: { 'x-xsrf-token': token, ...headers }, cookies: { [CSRF_COOKIE]: token, ...(locale ? { locale } : {}), ...cookies } }),
  };
  const admin = await signIn(t, await newStaff(t, 'administrator'));
  const others = [];
  for (let i = 0; i < OTHERS; i++) others.push(await personWithHistory(t));
  const p = await personWithHistory(t);
  const noted = await t.call({ method: 'PATCH', url: `/api/admin/leads/contact_us:${p.leadId}`, payload: { notes: `Called ${p.phone} about licence ${p.licence}` }, cookies: admin });
  if (noted.statusCode !== 200) throw new Error(`notes: ${noted.statusCode} ${noted.body}`);

  const logRequest = async (kind: string) =>
    (await t.call({ method: 'POST', url: '/api/admin/privacy-requests', payload: { kind, email: p.email, locale: 'fr-CA' }, cookies: admin })).json().id as string;

  const access = await logRequest('access');
  let started = performance.now();
  const exported = await t.call({ method: 'GET', url: `/api/admin/privacy-requests/${access}/export`, cookies: admin });
  const exportMs = performance.now() - started;
  const zip = exported.rawPayload;
  const files = unzipSync(new Uint8Array(zip));
  const records = JSON.parse(new TextDecoder().decode(files['everything.json'])).records.length as number;
  console.log(`export: ${(zip.length / 1024).toFixed(1)} KiB zipped, ${records} records, made in ${exportMs.toFixed(0)} ms`);
  console.table(Object.entries(files).map(([name, bytes]) => ({ file: name, 'KiB unzipped': (bytes.length / 1024).toFixed(1) })));

  const erasure = await logRequest('erasure');
  started = performance.now();
  const erased = await t.call({ method: 'POST', url: `/api/admin/privacy-requests/${erasure}/erase`, payload: { confirmEmail: p.email }, cookies: admin });
  if (erased.statusCode !== 200) throw new Error(`erase: ${erased.statusCode} ${erased.body}`);
  console.log(`erasure: ${(performance.now() - started).toFixed(0)} ms, ${erased.body}`);

  const dump = await dumpDatabaseTables(urlOf(db.pool));
  const rows = [...dump.tables.values()].reduce((n, r) => n + r.length, 0);
  console.log(`searched ${dump.tables.size} tables, ${rows} rows, through ${dump.via}`);
  const needles = { 'e-mail': p.email, 'phone (E.164)': p.phone, 'phone (as typed)': `555-${p.phoneDigits.slice(6)}`, licence: p.licence };
  for (const [what, needle] of Object.entries(needles)) {
    const found = tablesContaining(dump, needle);
    const outside = Object.keys(found).filter((table) => !KEPT.has(table));
    if (outside.length) failed = true;
    console.log(`${what} ${needle}: ${Object.keys(found).length ? JSON.stringify(found) : 'nowhere'}${outside.length ? `  <- NOT ALLOWED: ${outside.join(', ')}` : ''}`);
  }
  // The control: the same search finds another person (not erased) all over the database.
  if (others.length) console.log(`control, another person's e-mail: ${JSON.stringify(tablesContaining(dump, others[0].email))}`);
} finally {
  await app.close();
  await stop();
}
process.exit(failed ? 1 : 0);
