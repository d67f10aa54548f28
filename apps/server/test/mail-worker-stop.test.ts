import { afterEach, describe, expect, it } from 'vitest';
import { enqueueMail } from '../src/platform/mail/outbox';
import type { MailWorkerOptions } from '../src/platform/mail/worker';
import { until } from './helpers/locks';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * An instance that stops (a rolling restart) with mails it has fetched and not sent yet: it sends
 * them before it exits, and leaves no job failed back and no outbox row claimed. The instance is
 * kept busy by its gate (a negative threshold: every mail waits to give way to requests), as an
 * instance under load is when it gets SIGTERM. The control is the stop as it was with pg-boss 12
 * before the drain: the mails waiting on the gate outlast pg-boss's grace, pg-boss fails them back
 * unsent, and their handlers, still running after the stop, claim the rows (what a process that
 * exits then leaves claimed, so the retries on the other instances find them "being sent").
 */
const ENV = { MAIL_FROM: 'Portal Tests <portal@example.org>', MAIL_POLL_SECONDS: '0.5', MAIL_RETRY_DELAY_SECONDS: '30' };
const MAILS = 8;

const opened: TestApp[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});

async function busyInstanceWithMailInFlight(mail: MailWorkerOptions) {
  const sent: string[] = [];
  const t = await createTestApp(ENV, { mail: { send: async (m) => void sent.push(m.subject), gate: { busy: -1, maxWaitMs: 20_000 }, ...mail } });
  opened.push(t);
  const ids: string[] = [];
  for (let i = 0; i < MAILS; i += 1) ids.push(await enqueueMail(t.db.orm, { to: `stop.${i}@example.com`, subject: `Mail ${i}`, text: 'Hello' }));
  // Every job fetched (one batch) and waiting in its handler: claimed by this instance, none sent yet.
  await until(async () => (await jobStates(t, ids)).every((s) => s === 'active'), 60_000);
  expect(sent).toEqual([]);
  return { t, ids, sent };
}

const jobStates = async (t: TestApp, ids: string[]) =>
  (await t.db.pool.query(`select state from pgboss_v12.job where name = 'mail' and data->>'outboxId' = any($1)`, [ids])).rows.map((r) => r.state as string);
const rows = async (t: TestApp, ids: string[]) =>
  (await t.db.pool.query('select sent_at, sending_until from outbox where id = any($1)', [ids])).rows as { sent_at: Date | null; sending_until: Date | null }[];

describe('the mail worker when its instance stops', () => {
  // The stop's grace is the worker's own (10 s); the gate would hold each mail twice as long.
  it('sends the mails it has claimed, once each, before the stop ends: jobs completed, no row left claimed', async () => {
    const { t, ids, sent } = await busyInstanceWithMailInFlight({});
    await t.app.close();
    expect(sent.sort()).toEqual(Array.from({ length: MAILS }, (_, i) => `Mail ${i}`));
    expect(await jobStates(t, ids)).toEqual(Array(MAILS).fill('completed'));
    expect((await rows(t, ids)).filter((r) => !r.sent_at || r.sending_until)).toEqual([]);
  }, 120_000);

  it('control: the stop as before fails the mails back unsent, and their handlers claim them after the stop', async () => {
    const { t, ids, sent } = await busyInstanceWithMailInFlight({ drainOnClose: false });
    await t.app.close();
    expect(sent).toEqual([]);
    const states = await jobStates(t, ids);
    expect(states.filter((s) => s === 'retry')).toHaveLength(MAILS);
    expect((await rows(t, ids)).every((r) => !r.sent_at && !r.sending_until)).toBe(true);
    // The handlers outlive the stop: once the gate lets them through they claim the rows pg-boss gave up.
    await until(async () => (await rows(t, ids)).some((r) => r.sending_until || r.sent_at), 60_000);
  }, 120_000);
});
