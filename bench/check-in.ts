import { benchDatabase } from './bench-database';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { staffUsers } from '../apps/server/src/db/schema/staff';
import { issueTickets } from '../apps/server/src/features/check-in/tickets';
import { SESSION_COOKIE, startSession } from '../apps/server/src/features/staff/sessions';
import { CSRF_COOKIE, CSRF_HEADER, signCsrfToken } from '../apps/server/src/platform/security/csrf';
import { newPublicId } from '../apps/server/src/platform/security/ids';

/**
 * Issue 29's measure: a check-in at the door from request to answer, on one instance. Starts an
 * embedded PostgreSQL (temporary directory) and the portal listening on loopback; a live session
 * that started an hour ago with BENCH_SCANS paid registrations (200 by default), each with its
 * door ticket; an operations staff member signed in. Then scans every ticket once, one at a time,
 * over HTTP (keep-alive), as the door's phone would: POST /api/admin/sessions/:id/check-in, the
 * time from sending the request to having read the whole answer. Each scan checks the person in
 * (attendance, certificate, audit, counts). Prints p50/p95/p99/max; exits 1 if a scan is not
 * 'checked_in' or the counts disagree.
 */
const COUNT = Number(process.env.BENCH_SCANS ?? 200);
const WARM_UP = 10;

const { db, stop } = await benchDatabase('check-in');

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', RATE_LIMIT_PER_MINUTE: '100000' });
const app = await buildApp(config, db);
const base = await app.listen({ host: '127.0.0.1', port: 0 });

const session = newPublicId();
await db.pool.query(
  `insert into offerings (id, kind, course_type, variant, modality, title_en, title_fr, presenter, language, starts_at, ends_at, time_zone, country, state, city, venue,
     seats_capacity, fee_usd_cents, fee_cad_cents, status)
   values ($1, 'fundamentals', 'live', 'standard', 'in_person', 'Bench', 'Banc', 'Dr. Bench', 'en', now() - interval '1 hour', now() + interval '6 hours',
     'America/Chicago', 'US', 'IL', 'Chicago', 'Hall', 1000, 1, 1, 'published')`,
  [session],
);
const csrf = signCsrfToken(config.secret);
const tokens: string[] = [];
for (let i = 0; i < WARM_UP + COUNT; i++) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/dev/registrations',
    payload: { offeringId: session, status: 'confirmation', email: `bench.${i}@example.com` },
    headers: { [CSRF_HEADER]: csrf },
    cookies: { [CSRF_COOKIE]: csrf },
  });
  if (res.statusCode !== 200) throw new Error(`fixture: ${res.statusCode} ${res.body}`);
  const { id } = res.json();
  await db.orm.transaction((tx) => issueTickets(tx, id));
  tokens.push((await db.pool.query('select token from tickets where registration_id = $1', [id])).rows[0].token);
}
const staffId = newPublicId();
await db.orm.insert(staffUsers).values({ id: staffId, email: 'door@example.com', name: 'Door Bench', role: 'operations', status: 'active' });
const sessionToken = await startSession(db.orm, staffId, true);
const headers = { 'content-type': 'application/json', [CSRF_HEADER]: csrf, cookie: `${SESSION_COOKIE}=${sessionToken}; ${CSRF_COOKIE}=${csrf}` };

const latencies: number[] = [];
let wrong = 0;
let last: { counts: { checkedIn: number; expected: number } } | null = null;
for (const [i, token] of tokens.entries()) {
  const started = performance.now();
  const res = await fetch(`${base}/api/admin/sessions/${session}/check-in`, { method: 'POST', headers, body: JSON.stringify({ token }) });
  const body = (await res.json()) as { outcome: string; counts: { checkedIn: number; expected: number } };
  const took = performance.now() - started;
  if (res.status !== 200 || body.outcome !== 'checked_in') wrong++;
  last = body;
  if (i >= WARM_UP) latencies.push(took);
}

const sorted = [...latencies].sort((a, b) => a - b);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const countsRight = last?.counts.checkedIn === tokens.length && last.counts.expected === tokens.length;
console.log(`check-in latency, request -> answer, one instance, HTTP on loopback (${COUNT} scans, each a first check-in):`);
console.log(`  p50 ${pct(50).toFixed(1)} ms   p95 ${pct(95).toFixed(1)} ms   p99 ${pct(99).toFixed(1)} ms   max ${sorted.at(-1)!.toFixed(1)} ms`);
console.log(`  not checked in: ${wrong}; final counts ${JSON.stringify(last?.counts)}`);

await app.close();
await stop();
process.exit(wrong || !countsRight ? 1 : 0);
