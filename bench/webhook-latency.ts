import { benchDatabase } from './bench-database';
import { CONTACT_US_API } from '@portal/domain/leads/paths';
import { WEBHOOK_EVENTS } from '@portal/domain/webhooks/events';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { webhookEndpoints } from '../apps/server/src/db/schema/webhooks';
import { newSigningSecret, sealSecret } from '../apps/server/src/features/webhooks/secret-box';
import { newPublicId } from '../apps/server/src/platform/security/ids';
import { CSRF_COOKIE, signCsrfToken } from '../apps/server/src/platform/security/csrf';
import { US } from '../apps/server/test/helpers/lead-fixtures';
import { startReceiver } from '../apps/server/test/helpers/webhook-receiver';

/**
 * Issue 29's measure: webhook delivery latency from the change to the receiver's 2xx, queue idle.
 * Starts an embedded PostgreSQL (temporary directory) and the portal with its default webhook
 * settings, an endpoint subscribed to every event, and a loopback receiver that verifies each
 * signature (standardwebhooks). Then, one at a time (the queue idle), a contact-us form is sent
 * (the change: a lead stored, lead.created written in its transaction) and the time until the
 * receiver has accepted the signed event is taken. Prints p50/p95/p99/max over BENCH_EVENTS
 * (200 by default, after 10 to warm up); exits 1 when an event is lost or duplicated.
 */
const COUNT = Number(process.env.BENCH_EVENTS ?? 200);
const WARM_UP = 10;

const { db, stop } = await benchDatabase('webhooks');

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', RATE_LIMIT_PER_MINUTE: '100000' });
const app = await buildApp(config, db);
await app.ready();
const receiver = await startReceiver();
receiver.secret = newSigningSecret();
await db.orm.insert(webhookEndpoints).values({
  id: newPublicId(),
  url: receiver.url,
  description: 'bench',
  events: [...WEBHOOK_EVENTS],
  secretSealed: sealSecret(config.secret, receiver.secret),
  createdByName: 'bench',
});
const token = signCsrfToken(config.secret);

const latencies: number[] = [];
for (let i = 0; i < WARM_UP + COUNT; i++) {
  const before = receiver.accepted.length;
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: CONTACT_US_API,
    payload: US(),
    headers: { 'x-xsrf-token': token },
    cookies: { [CSRF_COOKIE]: token },
    remoteAddress: `10.77.${Math.floor(i / 250)}.${i % 250}`,
  });
  if (res.statusCode !== 201) throw new Error(`contact-us: ${res.statusCode} ${res.body}`);
  await receiver.waitFor(() => receiver.accepted.length > before, 30_000);
  if (i >= WARM_UP) latencies.push(receiver.accepted[before].at - started);
}
// Anything sent twice would arrive within a poll interval or two.
await new Promise((r) => setTimeout(r, config.webhooks.pollSeconds * 2000));

const sorted = [...latencies].sort((a, b) => a - b);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ids = receiver.accepted.map((r) => r.id);
const duplicated = ids.length - new Set(ids).size;
const lost = WARM_UP + COUNT - new Set(ids).size;
console.log(`webhook delivery latency, change -> receiver 2xx, queue idle (${COUNT} events, loopback receiver):`);
console.log(`  p50 ${pct(50).toFixed(1)} ms   p95 ${pct(95).toFixed(1)} ms   p99 ${pct(99).toFixed(1)} ms   max ${sorted.at(-1)!.toFixed(1)} ms`);
console.log(`  lost ${lost}, duplicated ${duplicated}, refused by the verifier ${receiver.refused.length}`);

await receiver.close();
await app.close();
await stop();
process.exit(lost || duplicated || receiver.refused.length ? 1 : 0);
