import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { enqueueMail, type MailMessage } from '../src/platform/mail/outbox';
import { smtpSender } from '../src/platform/mail/smtp';
import { until } from './helpers/locks';
import { deliveryReport, testSmtp, type TestSmtp } from './helpers/smtp';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, createTestAppOn, type TestApp } from './helpers/test-app';

/**
 * Mail on the pg-boss queue, sent to a real SMTP server started here and read back with
 * mailparser: content, an outage that loses nothing, two instances that send each mail once,
 * and a dead letter that staff send again.
 */
const FROM = 'Portal Tests <portal@example.org>';
const FAST = { MAIL_FROM: FROM, MAIL_POLL_SECONDS: '0.5', MAIL_RETRY_DELAY_SECONDS: '1', MAIL_RETRY_BACKOFF: 'true', MAIL_RETRY_LIMIT: '6' };

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});
const keep = <T extends { close(): Promise<void> }>(x: T) => (opened.push(x), x);
const smtpServer = async (opts?: { listen?: boolean }) => {
  const s = await testSmtp(opts);
  keep({ close: () => s.stop() });
  return s;
};
const appOn = async (smtp: TestSmtp | null, env: Record<string, string> = {}) =>
  keep(await createTestApp({ ...FAST, ...(smtp ? { SMTP_URL: smtp.url } : {}), ...env }));

let n = 0;
const message = (more: Partial<MailMessage> = {}): MailMessage => ({ to: `to.${++n}@example.com`, subject: `Test mail ${n}`, text: `Plain ${n}`, html: `<p>HTML ${n}</p>`, ...more });
const outboxRows = async (t: TestApp, ids: string[]) =>
  (await t.db.pool.query('select id, attempts, last_error, sent_at, dead_at from outbox where id = any($1)', [ids])).rows as { id: string; attempts: number; last_error: string | null; sent_at: Date | null; dead_at: Date | null }[];
const jobsOf = async (t: TestApp, outboxId: string) =>
  (await t.db.pool.query(`select state from pgboss_v12.job where name = 'mail' and data->>'outboxId' = $1`, [outboxId])).rows.map((r) => r.state as string);

describe('mail queue', () => {
  it('sends through a real SMTP server: headers, the text and html parts, the attachment', async () => {
    const smtp = await smtpServer();
    const t = await appOn(smtp);
    const pdf = Buffer.from('%PDF-1.4 certificate bytes \u00e9', 'utf8');
    const id = await enqueueMail(t.db.orm, message({ to: 'maya.patel@example.com', subject: 'Your certificate – Fundamentals', text: 'Hello Maya,\nyour certificate is attached.', html: '<p>Hello Maya,</p><p>your <b>certificate</b> is attached.</p>', attachments: [{ filename: 'certificate.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') }] }));
    await until(async () => smtp.received.length === 1, 15_000);
    const [mail] = smtp.received;
    expect(mail.from?.text).toBe('"Portal Tests" <portal@example.org>');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('maya.patel@example.com');
    expect(mail.subject).toBe('Your certificate – Fundamentals');
    expect(mail.text?.trim()).toBe('Hello Maya,\nyour certificate is attached.');
    expect(mail.html).toContain('<p>Hello Maya,</p><p>your <b>certificate</b> is attached.</p>');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'certificate.pdf', contentType: 'application/pdf' });
    expect(mail.attachments[0].content.equals(pdf)).toBe(true);
    await until(async () => (await outboxRows(t, [id]))[0].sent_at !== null);
    expect((await outboxRows(t, [id]))[0]).toMatchObject({ attempts: 1, dead_at: null });
    await until(async () => (await jobsOf(t, id))[0] === 'completed');
  });

  it('draws a mail\'s HTML part when it is sent, in its locale: the outbox row holds none (no React render in the caller\'s transaction)', async () => {
    const smtp = await smtpServer();
    const t = await appOn(smtp);
    const id = await enqueueMail(t.db.orm, message({ to: 'lea.roy@example.com', html: undefined, text: 'Bonjour Léa,\nvotre reçu est joint.', locale: 'fr-CA' }));
    expect((await t.db.pool.query('select html, locale from outbox where id = $1', [id])).rows[0]).toEqual({ html: null, locale: 'fr-CA' });
    await until(async () => smtp.received.length === 1, 15_000);
    expect(smtp.received[0].html).toContain('Bonjour Léa,');
    expect(smtp.received[0].html).toContain('lang="fr-CA"');
  });

  it('queues a mail with its job if and only if the caller’s transaction commits', async () => {
    const t = await appOn(null);
    let rolledBack = '';
    await expect(
      t.db.orm.transaction(async (tx) => {
        rolledBack = await enqueueMail(tx, message());
        throw new Error('the feature failed after queueing its mail');
      }),
    ).rejects.toThrow('the feature failed');
    expect(await outboxRows(t, [rolledBack])).toEqual([]);
    expect(await jobsOf(t, rolledBack)).toEqual([]);

    const committed = await t.db.orm.transaction((tx) => enqueueMail(tx, message()));
    expect(await outboxRows(t, [committed])).toHaveLength(1);
    // Without SMTP_URL nothing works the queue: the job waits, untouched, and the row stays unsent.
    expect(await jobsOf(t, committed)).toEqual(['created']);
    expect((await outboxRows(t, [committed]))[0]).toMatchObject({ attempts: 0, sent_at: null });
  });

  /** Queues mails while the SMTP server is down; `lose` deletes some jobs (the control). */
  async function outage(count: number, lose: (t: TestApp, ids: string[]) => Promise<string[]>) {
    const smtp = await smtpServer({ listen: false });
    const t = await appOn(smtp);
    const messages = Array.from({ length: count }, () => message());
    const ids = await t.db.orm.transaction(async (tx) => {
      const out: string[] = [];
      for (const m of messages) out.push(await enqueueMail(tx, m));
      return out;
    });
    // Every mail fails, is recorded, and is retried (a second attempt, after the backoff delay).
    await until(async () => (await outboxRows(t, ids)).every((r) => r.attempts >= 2), 20_000);
    const down = await outboxRows(t, ids);
    expect(down.every((r) => r.sent_at === null && r.dead_at === null && /ECONNREFUSED/.test(r.last_error ?? ''))).toBe(true);
    const lost = await lose(t, ids);
    await smtp.start();
    const expected = messages.map((m) => m.subject);
    await until(async () => deliveryReport(expected, smtp.received).arrived === count - lost.length, 30_000);
    await until(async () => (await outboxRows(t, ids.filter((id) => !lost.includes(id)))).every((r) => r.sent_at !== null), 10_000);
    return { report: deliveryReport(expected, smtp.received), lostSubjects: lost.map((id) => expected[ids.indexOf(id)]) };
  }

  it('loses nothing while the SMTP server is down: every mail arrives once after it returns', async () => {
    const { report } = await outage(20, async () => []);
    expect(report).toEqual({ missing: [], duplicates: [], arrived: 20 });
  });

  it('control: the outage test sees a lost mail (one job deleted while the server is down)', async () => {
    const { report, lostSubjects } = await outage(5, async (t, ids) => {
      // Deleted while it waits for its next retry (a job being worked on would be put back by its worker).
      const remove = `delete from pgboss_v12.job where name = 'mail' and data->>'outboxId' = $1 and state in ('created', 'retry')`;
      await until(async () => (await t.db.pool.query(remove, [ids[2]])).rowCount === 1, 10_000);
      return [ids[2]];
    });
    expect(report.missing).toEqual(lostSubjects);
    expect(report.arrived).toBe(4);
  });

  it('two server instances on one database send each mail exactly once', async () => {
    const smtp = await smtpServer();
    const sends = { a: 0, b: 0 };
    const smtpSend = smtpSender(smtp.url, FROM);
    const a = keep(await createTestApp({ ...FAST, SMTP_URL: smtp.url }, { mail: { send: (m) => (sends.a++, smtpSend(m)) } }));
    const url = a.db.pool.options.connectionString!;
    const b = keep(await createTestAppOn(url, { ...FAST, SMTP_URL: smtp.url }, { mail: { send: (m) => (sends.b++, smtpSend(m)) } }));
    const messages = Array.from({ length: 60 }, () => message());
    const ids = await a.db.orm.transaction(async (tx) => Promise.all(messages.map((m) => enqueueMail(tx, m))));
    await until(async () => (await outboxRows(b, ids)).every((r) => r.sent_at !== null), 30_000);
    await until(async () => smtp.received.length >= 60, 5_000);
    expect(deliveryReport(messages.map((m) => m.subject), smtp.received)).toEqual({ missing: [], duplicates: [], arrived: 60 });
    expect(sends.a + sends.b).toBe(60);
    expect(sends.a).toBeGreaterThan(0);
    expect(sends.b).toBeGreaterThan(0);
    expect((await outboxRows(a, ids)).every((r) => r.attempts === 1)).toBe(true);
  });

  it('a mail refused on every retry becomes a dead letter in the back office; “Send again” delivers it', async () => {
    const smtp = await smtpServer();
    smtp.refuse = true;
    const t = await appOn(smtp, { MAIL_RETRY_LIMIT: '1' });
    const m = message({ subject: 'Dead letter test' });
    const id = await enqueueMail(t.db.orm, m);
    await until(async () => (await outboxRows(t, [id]))[0].dead_at !== null, 20_000);
    const [row] = await outboxRows(t, [id]);
    expect(row).toMatchObject({ attempts: 2, sent_at: null });
    expect(row.last_error).toMatch(/Mailbox unavailable/);
    await until(async () => (await jobsOf(t, id))[0] === 'failed');

    const ops = await newStaff(t, 'operations');
    const cookies = await signIn(t, ops);
    const dead = await t.call({ method: 'GET', url: '/api/admin/mail', query: { state: 'dead' }, cookies });
    expect(dead.statusCode).toBe(200);
    expect(dead.json()).toMatchObject({ total: 1, data: [{ id, to: m.to, subject: 'Dead letter test', state: 'dead', attempts: 2 }] });
    expect(dead.json().data[0].lastError).toMatch(/Mailbox unavailable/);
    expect((await t.call({ method: 'GET', url: '/api/admin/mail', query: { state: 'waiting' }, cookies })).json().total).toBe(0);

    smtp.refuse = false;
    const again = await t.call({ method: 'POST', url: `/api/admin/mail/${id}/send-again`, cookies });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, state: 'waiting' });
    await until(async () => smtp.received.length === 1, 15_000);
    expect(smtp.received[0].subject).toBe('Dead letter test');
    await until(async () => (await outboxRows(t, [id]))[0].sent_at !== null);
    expect((await outboxRows(t, [id]))[0]).toMatchObject({ attempts: 3, dead_at: null });
    const audit = await t.db.pool.query(`select actor_id, entity_id, action from audit_log where entity = 'mail'`);
    expect(audit.rows).toEqual([{ actor_id: ops.id, entity_id: id, action: 'send_again' }]);
    // Only a dead letter can be sent again.
    const twice = await t.call({ method: 'POST', url: `/api/admin/mail/${id}/send-again`, cookies });
    expect(twice.statusCode).toBe(409);
  });
});

afterAll(async () => {
  while (opened.length) await opened.pop()!.close();
});
