import { afterAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { sql } from 'drizzle-orm';
import { emitWebhookEvent } from '../src/features/webhooks/emit';
import { queueDeliveries } from '../src/features/webhooks/queue';
import { newPublicId } from '../src/platform/security/ids';
import { createTestApp, createTwoInstances, type TestApp } from './helpers/test-app';
import { startReceiver, type Receiver } from './helpers/webhook-receiver';
import { addEndpoint, administrator, contactLead, leadIds, queueSettled, WEBHOOK_TEST_ENV } from './helpers/webhook-fixtures';

/**
 * Delivery (issue 29): a receiver started here verifies every request with standardwebhooks. An
 * outage then recovery gives every event exactly once; two instances on one database deliver each
 * event once. pg-boss hands a job out at least once (an expired job comes back while its first
 * worker may still be sending), so each run also queues a second job for every delivery: the row's
 * claim is what keeps it to one send, and the control runs without the claim must see duplicates.
 */
const open: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const o of open.reverse()) await o.close();
});

/** Every pending delivery gets a second job, in one transaction (pg-boss's at-least-once, made certain). */
async function duplicateJobs(t: TestApp) {
  await t.db.orm.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`select id from webhook_deliveries where status = 'pending'`);
    await queueDeliveries(tx, rows.map((r) => r.id));
  });
}

function tally(receiver: Receiver, expected: string[]) {
  const ids = receiver.accepted.map((r) => (r.body.data as { leadId: string }).leadId);
  const lost = expected.filter((id) => !ids.includes(id)).length;
  const duplicated = ids.length - new Set(ids).size;
  return { lost, duplicated, received: ids.length };
}

async function outage(claim: boolean) {
  const t = await createTestApp(WEBHOOK_TEST_ENV, { webhooks: { deliver: { claim } } });
  const receiver = await startReceiver();
  open.push(t, receiver);
  const admin = await administrator(t);
  receiver.secret = (await addEndpoint(t, admin, receiver.url)).secret;
  receiver.down = true;
  const COUNT = 12;
  for (let i = 0; i < COUNT; i++) await contactLead(t);
  // Every event has failed at least twice (first attempt and a retry) while the receiver was down.
  await receiver.waitFor(() => receiver.dropped >= COUNT * 2);
  await duplicateJobs(t);
  receiver.down = false;
  const expected = await leadIds(t);
  expect(expected).toHaveLength(COUNT);
  await receiver.waitFor(() => expected.every((id) => receiver.accepted.some((r) => (r.body.data as { leadId: string }).leadId === id)));
  await expect.poll(() => queueSettled(t), { timeout: 20_000 }).toBe(true);
  return { ...tally(receiver, expected), t };
}

describe('the receiver down for a while, then up', () => {
  it('gets every event exactly once', async () => {
    const { lost, duplicated, received, t } = await outage(true);
    console.log(`[webhooks] outage: lost ${lost}, duplicated ${duplicated} (${received} received)`);
    expect({ lost, duplicated }).toEqual({ lost: 0, duplicated: 0 });
    const rows = (await t.db.pool.query(`select status, attempts from webhook_deliveries`)).rows;
    expect(rows.every((r) => r.status === 'delivered')).toBe(true);
    expect(rows.reduce((n, r) => n + r.attempts, 0)).toBeGreaterThanOrEqual(rows.length * 2);
  });

  it('control run: without the claim, a duplicate shows', async () => {
    const { lost, duplicated } = await outage(false);
    console.log(`[webhooks] outage control (no claim): lost ${lost}, duplicated ${duplicated}`);
    expect(lost).toBe(0);
    expect(duplicated).toBeGreaterThan(0);
  });
});

/**
 * One change's event, written as the services write it (emitWebhookEvent in the change's
 * transaction), with a second job for its delivery in the same commit: both jobs become visible
 * at once and the NOTIFY wakes both instances, so two workers race for the one delivery.
 */
async function emitWithSecondJob(t: TestApp, i: number): Promise<string> {
  const leadId = newPublicId();
  await t.db.orm.transaction(async (tx) => {
    const eventId = await emitWebhookEvent(tx, 'lead.created', {
      leadId, source: 'contact_us', locale: 'en', email: `lead.${i}@example.com`, firstName: 'Maya', lastName: 'Okafor',
      phone: '+17345550142', country: 'US', marketingConsent: true, createdAt: new Date().toISOString(),
    });
    const { rows } = await tx.execute<{ id: string }>(sql`select id from webhook_deliveries where event_id = ${eventId}`);
    await queueDeliveries(tx, rows.map((r) => r.id));
  });
  return leadId;
}

async function twoInstances(claim: boolean) {
  const pair = await createTwoInstances(WEBHOOK_TEST_ENV, { webhooks: { deliver: { claim } } });
  const receiver = await startReceiver();
  open.push(pair, receiver);
  const admin = await administrator(pair.a);
  receiver.secret = (await addEndpoint(pair.a, admin, receiver.url)).secret;
  const COUNT = 40;
  const expected = await Promise.all(Array.from({ length: COUNT }, (_, i) => emitWithSecondJob(i % 2 ? pair.b : pair.a, i)));
  const unique = () => new Set(receiver.accepted.map((r) => r.id)).size;
  if (!claim) {
    // The control only has to show a duplicate: without the claim, racing sends may also fail and
    // wait out a retry's backoff (30 s), which made waiting for all 40 a rare time-out in a whole run.
    await receiver.waitFor(() => receiver.accepted.length > unique());
    // Both instances stop now: their deliveries would otherwise go on, holding connections, while the next tests run.
    open.splice(open.indexOf(pair), 1);
    await pair.close();
    return { ...tally(receiver, expected), jobs: -1 };
  }
  await receiver.waitFor(() => unique() >= COUNT);
  await expect.poll(() => queueSettled(pair.a), { timeout: 20_000 }).toBe(true);
  const jobs = (await pair.a.db.pool.query(`select count(*)::int c from pgboss_v12.job where name = 'webhook-delivery'`)).rows[0].c;
  return { ...tally(receiver, expected), jobs };
}

describe('two instances on one database', () => {
  it('deliver each event once', async () => {
    const { lost, duplicated, received, jobs } = await twoInstances(true);
    console.log(`[webhooks] two instances: lost ${lost}, duplicated ${duplicated} (${received} received, ${jobs} jobs)`);
    expect(jobs).toBe(80);
    expect({ lost, duplicated }).toEqual({ lost: 0, duplicated: 0 });
  });

  it('control run: without the claim, a duplicate shows', async () => {
    const { duplicated } = await twoInstances(false);
    console.log(`[webhooks] two instances control (no claim): duplicated ${duplicated}`);
    expect(duplicated).toBeGreaterThan(0);
  });
});

describe('signatures', () => {
  it('the verifier refuses a forged body, a wrong secret and a replayed (old) request', async () => {
    const t = await createTestApp(WEBHOOK_TEST_ENV);
    const receiver = await startReceiver();
    open.push(t, receiver);
    const admin = await administrator(t);
    const endpoint = await addEndpoint(t, admin, receiver.url);
    receiver.secret = endpoint.secret;
    await contactLead(t);
    await receiver.waitFor(() => receiver.accepted.length === 1);
    const [real] = receiver.accepted;
    expect(real.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    expect(Number(real.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -1);
    const post = (raw: string, headers: Record<string, string>) =>
      fetch(receiver.url, { method: 'POST', body: raw, headers: { 'content-type': 'application/json', ...headers } }).then((r) => r.status);
    const pick = ({ 'webhook-id': id, 'webhook-timestamp': ts, 'webhook-signature': sig }: Record<string, string>) => ({ 'webhook-id': id, 'webhook-timestamp': ts, 'webhook-signature': sig });

    const forged = real.raw.replace(/"email":"[^"]+"/, '"email":"attacker@example.com"');
    expect(forged).not.toBe(real.raw);
    expect(await post(forged, pick(real.headers))).toBe(400);
    const wrongKey = new Webhook(`whsec_${Buffer.alloc(24, 7).toString('base64')}`);
    const now = new Date();
    expect(await post(real.raw, { ...pick(real.headers), 'webhook-timestamp': String(Math.floor(now.getTime() / 1000)), 'webhook-signature': wrongKey.sign(real.id, now, real.raw) })).toBe(400);
    // A request captured ten minutes ago, signed then with the right secret: too old to be accepted.
    const old = new Date(Date.now() - 10 * 60_000);
    const replay = { 'webhook-id': real.id, 'webhook-timestamp': String(Math.floor(old.getTime() / 1000)), 'webhook-signature': new Webhook(endpoint.secret).sign(real.id, old, real.raw) };
    expect(await post(real.raw, replay)).toBe(400);
    expect(receiver.refused.map((r) => r.reason)).toEqual([expect.stringMatching(/signature/i), expect.stringMatching(/signature/i), expect.stringMatching(/timestamp/i)]);
    expect(receiver.accepted).toHaveLength(1);
  });
});

describe('an endpoint that keeps failing', () => {
  it('is retried with backoff, then turned off after WEBHOOK_DISABLE_AFTER_DAYS and its creator e-mailed in their language', async () => {
    const t = await createTestApp(WEBHOOK_TEST_ENV);
    const receiver = await startReceiver();
    open.push(t, receiver);
    const admin = await administrator(t);
    const res = await t.call({ method: 'POST', url: '/api/admin/webhook-endpoints', cookies: admin, locale: 'fr-CA', payload: { url: receiver.url, description: 'CRM', events: ['lead.created'] } });
    const endpoint = res.json();
    receiver.secret = endpoint.secret;
    receiver.status = 500;
    await contactLead(t);
    await expect.poll(async () => (await t.db.pool.query('select attempts from webhook_deliveries')).rows[0]?.attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const row = (await t.db.pool.query('select * from webhook_deliveries')).rows[0];
    expect(row).toMatchObject({ status: 'pending', response_status: 500, response_excerpt: 'receiver says no' });
    // Failing for longer than WEBHOOK_DISABLE_AFTER_DAYS: the next failed attempt turns it off.
    await t.db.pool.query(`update webhook_endpoints set failing_since = now() - interval '5 days 1 minute'`);
    await expect.poll(async () => (await t.db.pool.query('select enabled, disabled_reason from webhook_endpoints')).rows[0], { timeout: 10_000 }).toEqual({ enabled: false, disabled_reason: 'failing' });
    expect((await t.db.pool.query('select status from webhook_deliveries')).rows[0].status).toBe('failed');
    const mail = (await t.db.pool.query(`select subject, text from outbox where subject like '%webhook%'`)).rows;
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe(`Point de terminaison de webhook désactivé : ${receiver.url}`);
    expect(mail[0].text).toContain('500 receiver says no');
    const audit = (await t.db.pool.query(`select action, actor_label from audit_log where entity = 'webhook_endpoint' order by id`)).rows;
    expect(audit.map((a) => a.action)).toEqual(['create', 'disable_failing']);
  });

  it('stops retrying WEBHOOK_RETRY_HOURS after the event: the delivery ends as failed', async () => {
    const t = await createTestApp(WEBHOOK_TEST_ENV);
    const receiver = await startReceiver();
    open.push(t, receiver);
    const admin = await administrator(t);
    receiver.secret = (await addEndpoint(t, admin, receiver.url)).secret;
    receiver.status = 503;
    await contactLead(t);
    await expect.poll(async () => (await t.db.pool.query('select attempts from webhook_deliveries')).rows[0]?.attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await t.db.pool.query(`update webhook_deliveries set created_at = now() - interval '72 hours'`);
    await expect.poll(async () => (await t.db.pool.query('select status from webhook_deliveries')).rows[0].status, { timeout: 10_000 }).toBe('failed');
    expect((await t.db.pool.query('select enabled from webhook_endpoints')).rows[0].enabled).toBe(true);
  });
});
