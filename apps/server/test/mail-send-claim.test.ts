import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOne, enqueueMail, type OutgoingMail } from '../src/platform/mail/outbox';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 40: the mail worker claims a row, then draws and sends holding no transaction. At 20
 * arrivals a second its open transactions (a PDF being drawn, an SMTP exchange) took most of the
 * pool from the site's requests. The claim still keeps two workers from sending one mail twice.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const queue = (to: string) => enqueueMail(t.db.orm, { to, subject: 'Claim test', text: 'Hello' });
const idleInTransaction = async () =>
  Number((await t.db.pool.query(`select count(*) n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`)).rows[0].n);
const row = async (id: string) => (await t.db.pool.query('select sent_at, sending_until, attempts, last_error from outbox where id = $1', [id])).rows[0];

describe('a mail being sent', () => {
  it('holds no transaction while it is sent, and a second worker leaves it alone', async () => {
    const id = await queue('claim-1@example.com');
    let release!: () => void;
    let started!: () => void;
    const inSend = new Promise<void>((r) => (started = r));
    const sent: OutgoingMail[] = [];
    const first = deliverOne(t.db.orm, id, async (m) => {
      started();
      await new Promise<void>((r) => (release = r));
      sent.push(m);
    }, false);
    await inSend;
    // The old worker kept its transaction open here (the row locked from the read to the update).
    expect(await idleInTransaction()).toBe(0);
    expect((await row(id)).sending_until).not.toBeNull();
    await expect(deliverOne(t.db.orm, id, async (m) => void sent.push(m), false)).rejects.toThrow(/another worker is sending/);
    release();
    expect(await first).toBe('sent');
    expect(sent).toHaveLength(1);
    const after = await row(id);
    expect([after.sent_at !== null, after.sending_until, after.attempts]).toEqual([true, null, 1]);
    // Its job retried later finds it sent.
    expect(await deliverOne(t.db.orm, id, async (m) => void sent.push(m), false)).toBe('skipped');
    expect(sent).toHaveLength(1);
  });

  it('records a failed send and frees the row for the retry', async () => {
    const id = await queue('claim-2@example.com');
    await expect(deliverOne(t.db.orm, id, async () => { throw new Error('421 try later'); }, false)).rejects.toThrow('421 try later');
    expect(await row(id)).toMatchObject({ sent_at: null, sending_until: null, attempts: 1, last_error: '421 try later' });
    expect(await deliverOne(t.db.orm, id, async () => {}, false)).toBe('sent');
  });

  it('sends a mail whose claim lapsed (a worker that died mid-send)', async () => {
    const id = await queue('claim-3@example.com');
    await t.db.pool.query(`update outbox set sending_until = now() + interval '1 minute' where id = $1`, [id]);
    await expect(deliverOne(t.db.orm, id, async () => {}, false)).rejects.toThrow(/another worker/);
    await t.db.pool.query(`update outbox set sending_until = now() - interval '1 second' where id = $1`, [id]);
    expect(await deliverOne(t.db.orm, id, async () => {}, false)).toBe('sent');
  });
});
