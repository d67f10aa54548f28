import { CONTACT_US_API } from '@portal/domain/leads/paths';
import type { WebhookEndpointWithSecret, WebhookEventType } from '@portal/domain/webhooks/events';
import { US } from './lead-fixtures';
import { newStaff, signIn } from './staff-fixtures';
import type { TestApp } from './test-app';

/** Shared set-up of the webhook tests: an administrator, endpoints added through the API, changes that emit. */
export const WEBHOOK_TEST_ENV = { WEBHOOK_POLL_SECONDS: '0.5', WEBHOOK_RETRY_FIRST_SECONDS: '0.2', WEBHOOK_RETRY_MAX_SECONDS: '0.4' };

export async function administrator(t: TestApp): Promise<Record<string, string>> {
  return signIn(t, await newStaff(t, 'administrator'));
}

export async function addEndpoint(t: TestApp, cookies: Record<string, string>, url: string, events: WebhookEventType[] = ['lead.created']): Promise<WebhookEndpointWithSecret> {
  const res = await t.call({ method: 'POST', url: '/api/admin/webhook-endpoints', cookies, payload: { url, description: 'CRM', events } });
  if (res.statusCode !== 201) throw new Error(`endpoint: ${res.statusCode} ${res.body}`);
  return res.json();
}

let address = 0;
/** A contact-us lead (a change that emits lead.created), each from its own address (the form's rate limit). */
export async function contactLead(t: TestApp, more: Record<string, unknown> = {}) {
  address++;
  const res = await t.call({ method: 'POST', url: CONTACT_US_API, payload: { ...US(), ...more }, remoteAddress: `10.29.${Math.floor(address / 250)}.${address % 250}` });
  if (res.statusCode !== 201) throw new Error(`lead: ${res.statusCode} ${res.body}`);
  return res;
}

/** The lead ids the receiver should get, read from the database (each lead.created names one). */
export async function leadIds(t: TestApp): Promise<string[]> {
  return (await t.db.pool.query('select id from leads order by created_at')).rows.map((r) => r.id);
}

/** Waits until no webhook job is waiting or running and no delivery is pending: anything sent twice has arrived. */
export async function queueSettled(t: TestApp): Promise<boolean> {
  const jobs = await t.db.pool.query(`select count(*)::int c from pgboss_v12.job where name = 'webhook-delivery' and state in ('created', 'retry', 'active')`);
  const pending = await t.db.pool.query(`select count(*)::int c from webhook_deliveries where status = 'pending'`);
  return jobs.rows[0].c === 0 && pending.rows[0].c === 0;
}
