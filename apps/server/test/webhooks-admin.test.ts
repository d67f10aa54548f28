import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_UNREACHABLE } from '@portal/domain/webhooks/events';
import { postWebhook } from '../src/features/webhooks/send';
import { targetProblem } from '../src/features/webhooks/target';
import { createTestApp, type TestApp } from './helpers/test-app';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { startReceiver, type Receiver } from './helpers/webhook-receiver';
import { addEndpoint, administrator, WEBHOOK_TEST_ENV } from './helpers/webhook-fixtures';

/**
 * The back office's webhook API (issue 29): administrators only, the secret shown once, the test
 * event, redelivery with the same webhook-id, enabling again, and an audit entry for every change.
 */
let t: TestApp;
let admin: Record<string, string>;
let receiver: Receiver;

beforeAll(async () => {
  t = await createTestApp(WEBHOOK_TEST_ENV);
  admin = await administrator(t);
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

const audit = async (entityId: string) =>
  (await t.db.pool.query(`select action, actor_label from audit_log where entity = 'webhook_endpoint' and entity_id = $1 order by id`, [entityId])).rows.map((r) => r.action);

describe('roles', () => {
  it.each(['operations', 'educator', 'viewer'] as const)('refuses %s on every route', async (role) => {
    const cookies = await signIn(t, await newStaff(t, role));
    const id = 'AAAAAAAAAAAAAAAAAAAAAA';
    for (const [method, url] of [
      ['GET', '/api/admin/webhook-endpoints'],
      ['GET', `/api/admin/webhook-endpoints/${id}`],
      ['POST', '/api/admin/webhook-endpoints'],
      ['PATCH', `/api/admin/webhook-endpoints/${id}`],
      ['POST', `/api/admin/webhook-endpoints/${id}/rotate-secret`],
      ['DELETE', `/api/admin/webhook-endpoints/${id}`],
      ['POST', `/api/admin/webhook-endpoints/${id}/test`],
      ['GET', `/api/admin/webhook-endpoints/${id}/deliveries`],
      ['POST', `/api/admin/webhook-deliveries/${id}/redeliver`],
    ] as const) {
      const res = await t.call({ method, url, cookies, payload: method === 'GET' || method === 'DELETE' ? undefined : { url: 'https://crm.example.com/h', events: ['lead.created'] } });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.db.pool.query('select count(*)::int c from webhook_endpoints')).rows[0].c).toBe(0);
  });

  it('refuses a request without a session', async () => {
    expect((await t.call({ method: 'GET', url: '/api/admin/webhook-endpoints' })).statusCode).toBe(401);
  });
});

describe('endpoints', () => {
  it('shows the secret once, at creation and at rotation, and stores it sealed', async () => {
    const made = await addEndpoint(t, admin, receiver.url, ['lead.created', 'registration.paid']);
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(made).toMatchObject({ url: receiver.url, description: 'CRM', events: ['lead.created', 'registration.paid'], enabled: true, disabledReason: null });
    const read = await t.call({ method: 'GET', url: `/api/admin/webhook-endpoints/${made.id}`, cookies: admin });
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain(made.secret.slice(6));
    expect(read.json()).not.toHaveProperty('secret');
    const list = await t.call({ method: 'GET', url: '/api/admin/webhook-endpoints', cookies: admin });
    expect(list.json().total).toBe(1);
    expect(list.body).not.toContain(made.secret.slice(6));
    const stored = (await t.db.pool.query('select * from webhook_endpoints where id = $1', [made.id])).rows[0];
    expect(JSON.stringify(stored)).not.toContain(made.secret.slice(6));

    const rotated = await t.call({ method: 'POST', url: `/api/admin/webhook-endpoints/${made.id}/rotate-secret`, cookies: admin });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(made.secret);
    expect(await audit(made.id)).toEqual(['create', 'rotate_secret']);
  });

  it('refuses bad bodies with field messages and changes nothing', async () => {
    const before = (await t.db.pool.query('select count(*)::int c from webhook_endpoints')).rows[0].c;
    for (const payload of [{ url: 'ftp://x.example.com', events: ['lead.created'] }, { url: 'https://crm.example.com', events: [] }, { url: 'https://crm.example.com', events: ['lead.exploded'] }, { events: ['lead.created'] }]) {
      const res = await t.call({ method: 'POST', url: '/api/admin/webhook-endpoints', cookies: admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const empty = await t.call({ method: 'POST', url: '/api/admin/webhook-endpoints', cookies: admin, payload: { url: 'https://crm.example.com', events: [] }, locale: 'fr-CA' });
    expect(empty.body).toContain('Choisissez au moins un événement');
    expect((await t.db.pool.query('select count(*)::int c from webhook_endpoints')).rows[0].c).toBe(before);
  });

  it('sends a test event to that endpoint only, signed, and redelivers it with the same webhook-id', async () => {
    const made = await addEndpoint(t, admin, receiver.url, ['certificate.issued']);
    receiver.secret = made.secret;
    const other = await addEndpoint(t, admin, `${receiver.url}/other`, ['certificate.issued']);
    const sent = await t.call({ method: 'POST', url: `/api/admin/webhook-endpoints/${made.id}/test`, cookies: admin });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ eventType: 'webhook.test', status: 'pending', attempts: 0 });
    const eventId = sent.json().eventId;
    await receiver.waitFor(() => receiver.count(eventId) === 1);
    const got = receiver.accepted.find((r) => r.id === eventId)!;
    expect(got.body).toMatchObject({ type: 'webhook.test', version: 1, data: { endpointId: made.id } });
    expect(() => new Webhook(made.secret).verify(got.raw, got.headers)).not.toThrow();

    const deliveries = async (id: string) => (await t.call({ method: 'GET', url: `/api/admin/webhook-endpoints/${id}/deliveries?page=1&perPage=10`, cookies: admin })).json();
    await expect.poll(async () => (await deliveries(made.id)).data[0]?.status).toBe('delivered');
    const [first] = (await deliveries(made.id)).data;
    expect(first).toMatchObject({ eventId, attempts: 1, responseStatus: 204 });
    expect(first.latencyMs).toBeGreaterThanOrEqual(0);
    expect((await deliveries(other.id)).total).toBe(0);

    const again = await t.call({ method: 'POST', url: `/api/admin/webhook-deliveries/${first.id}/redeliver`, cookies: admin });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ eventId, status: 'pending' });
    expect(again.json().id).not.toBe(first.id);
    await receiver.waitFor(() => receiver.count(eventId) === 2);
    const list = await deliveries(made.id);
    expect(list.total).toBe(2);
    expect(list.data[0].id).toBe(again.json().id);
    expect(await audit(made.id)).toEqual(['create', 'send_test', 'redeliver']);
  });

  it('turns off and on (enabling clears why it was off), edits and deletes, each audited', async () => {
    const made = await addEndpoint(t, admin, receiver.url);
    const off = await t.call({ method: 'PATCH', url: `/api/admin/webhook-endpoints/${made.id}`, cookies: admin, payload: { enabled: false } });
    expect(off.json()).toMatchObject({ enabled: false, disabledReason: 'manual' });
    expect((await t.call({ method: 'POST', url: `/api/admin/webhook-endpoints/${made.id}/test`, cookies: admin })).statusCode).toBe(409);
    await t.db.pool.query(`update webhook_endpoints set disabled_reason = 'failing', failing_since = now() - interval '6 days' where id = $1`, [made.id]);
    const on = await t.call({ method: 'PATCH', url: `/api/admin/webhook-endpoints/${made.id}`, cookies: admin, payload: { enabled: true, description: 'CRM (production)', events: ['lead.created', 'lead.created', 'payment.refunded'] } });
    expect(on.json()).toMatchObject({ enabled: true, disabledReason: null, failingSince: null, description: 'CRM (production)', events: ['lead.created', 'payment.refunded'] });
    expect((await t.call({ method: 'DELETE', url: `/api/admin/webhook-endpoints/${made.id}`, cookies: admin })).statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: `/api/admin/webhook-endpoints/${made.id}`, cookies: admin })).statusCode).toBe(404);
    expect(await audit(made.id)).toEqual(['create', 'update', 'update', 'delete']);
  });
});

describe('targets', () => {
  it('wants https and a public address in production only', () => {
    expect(targetProblem('http://crm.example.com/h', true)).toBe('httpsRequired');
    for (const url of ['https://127.0.0.1/h', 'https://10.1.2.3/h', 'https://169.254.169.254/latest', 'https://[::1]/h', 'https://[::ffff:192.168.1.1]/h', 'https://localhost/h']) {
      expect(targetProblem(url, true), url).toBe('privateTarget');
    }
    expect(targetProblem('https://crm.example.com/h', true)).toBeNull();
    expect(targetProblem('http://127.0.0.1:4000/h', false)).toBeNull();
  });

  it('refuses at connection time a private address, literal or resolved, when public targets only', async () => {
    const headers = { 'webhook-id': 'msg_x', 'webhook-timestamp': '0', 'webhook-signature': 'v1,x' };
    const literal = await postWebhook(receiver.url, '{}', headers, { timeoutMs: 2000, publicOnly: true });
    expect(literal).toMatchObject({ ok: false, status: null, excerpt: WEBHOOK_UNREACHABLE });
    const named = await postWebhook(receiver.url.replace('127.0.0.1', 'localhost'), '{}', headers, { timeoutMs: 2000, publicOnly: true });
    expect(named).toMatchObject({ ok: false, status: null, excerpt: WEBHOOK_UNREACHABLE });
    expect(receiver.refused.filter((r) => r.headers['webhook-id'] === 'msg_x')).toHaveLength(0);
  });

  it('gives up on an endpoint that does not answer in time, and does not follow redirects', async () => {
    const server = createServer((req, res) => {
      if (req.url === '/redirect') res.writeHead(307, { location: receiver.url }).end();
      // Otherwise never answers.
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const slow = await postWebhook(`${base}/slow`, '{}', {}, { timeoutMs: 300, publicOnly: false });
      expect(slow).toMatchObject({ ok: false, status: null, excerpt: 'timed out after 300 ms' });
      expect(slow.latencyMs).toBeGreaterThanOrEqual(300);
      expect(await postWebhook(`${base}/redirect`, '{}', {}, { timeoutMs: 2000, publicOnly: false })).toMatchObject({ ok: false, status: 307 });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
