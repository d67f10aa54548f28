import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendFunnelReminders, sendSessionReminders } from '../src/features/reminders/service';
import { seedOfferings } from '../src/features/offerings/seed';
import { OFFERING, newRegistration } from './helpers/checkout-fixtures';
import type { Locale } from '@portal/domain/locale/locales';
import { htmlOf } from '../src/platform/mail/outbox';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Lifecycle reminders: the day before a live session (with the calendar file), and registrations
 * stalled mid-funnel (a fresh resume link, at most twice, an unsubscribe link that works).
 */
const HOUR = 3_600_000;
const PUBLIC_URL = 'https://portal.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  await seedOfferings(t.db);
});
afterAll(() => t?.close());

type Row = { subject: string; text: string; html: string | null; locale: Locale | null; attachments: { filename: string; contentType: string; contentBase64: string }[] };
/** The mails to an address as sent: the HTML part is drawn when a mail is sent (htmlOf). */
const mailsTo = async (email: string) => {
  const rows = (await t.db.pool.query(`select subject, text, html, locale, attachments from outbox where "to" = $1 order by created_at`, [email.toLowerCase()])).rows as Row[];
  return Promise.all(rows.map(async (r) => ({ ...r, html: await htmlOf(r) })));
};
const setRow = (id: string, sql: string, params: unknown[] = []) => t.db.pool.query(`update registrations set ${sql} where id = $1`, [id, ...params]);
const startsAt = async (offeringId: string) => (await t.db.pool.query(`select starts_at from offerings where id = $1`, [offeringId])).rows[0].starts_at as Date;

describe('the day before a live session', () => {
  it('reminds each paid registrant once, with when, where and the calendar file; not the unpaid or cancelled', async () => {
    const start = await startsAt(OFFERING.live);
    const paid = await newRegistration(t, { status: 'confirmation', email: 'paid.reminder@example.com' });
    const unpaid = await newRegistration(t, { status: 'cart', email: 'unpaid.reminder@example.com' });
    const cancelled = await newRegistration(t, { status: 'confirmation', email: 'cancelled.reminder@example.com' });
    await setRow(cancelled.id, `cancelled_at = now()`);

    await sendSessionReminders(t.db.orm, PUBLIC_URL, new Date(start.getTime() - 30 * HOUR));
    expect(await mailsTo(paid.email)).toHaveLength(0);

    const dayBefore = new Date(start.getTime() - 20 * HOUR);
    // Two instances running the job at the same moment send it once.
    await Promise.all([sendSessionReminders(t.db.orm, PUBLIC_URL, dayBefore), sendSessionReminders(t.db.orm, PUBLIC_URL, dayBefore)]);
    await sendSessionReminders(t.db.orm, PUBLIC_URL, new Date(start.getTime() - 2 * HOUR));
    const mails = await mailsTo(paid.email);
    expect(mails.map((m) => m.subject)).toEqual(['Tomorrow: Clear-Aligner Fundamentals']);
    expect(mails[0].text).toContain('When: March 13, 2027, 8:00 AM – 4:00 PM CST');
    expect(mails[0].text).toContain('Where: Lakeshore Conference Center');
    expect(mails[0].html).toMatch(/<html[^>]* lang="en"/);
    const [ics] = mails[0].attachments;
    expect(ics.contentType).toContain('text/calendar');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(Buffer.from(ics.contentBase64, 'base64').toString('utf8'))).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().getTime()).toBe(start.getTime());
    expect(event.location).toContain('Lakeshore Conference Center');
    expect(await mailsTo(unpaid.email)).toHaveLength(0);
    expect(await mailsTo(cancelled.email)).toHaveLength(0);
  });

  it('in French, with the meeting link of a virtual session', async () => {
    const virtualFrench = (await t.db.pool.query(`select id from offerings where modality = 'virtual' and language = 'fr' and course_type = 'live' limit 1`)).rows[0].id as string;
    const start = await startsAt(virtualFrench);
    const reg = await newRegistration(t, { offeringId: virtualFrench, status: 'confirmation', country: 'CA', locale: 'fr-CA', email: 'fr.reminder@example.com' });
    await sendSessionReminders(t.db.orm, PUBLIC_URL, new Date(start.getTime() - 12 * HOUR));
    const [mail] = await mailsTo(reg.email);
    expect(mail.subject).toMatch(/^Demain : /);
    expect(mail.text).toMatch(/^Bonjour /);
    expect(mail.text).toMatch(/https:\/\/\S+/);
    expect(mail.html).toMatch(/<html[^>]* lang="fr-CA"/);
  });
});

describe('a registration stalled mid-funnel', () => {
  const linkIn = (text: string, path: string) => text.match(new RegExp(`https://portal\\.example${path}\\?token=[A-Za-z0-9_-]+[^\\s]*`))?.[0];

  it('gets a fresh resume link after 24 hours, a second one a day later, then no more', async () => {
    const reg = await newRegistration(t, { status: 'objectives', email: 'stalled.twice@example.com' });
    const now = Date.now();
    await setRow(reg.id, `updated_at = $2`, [new Date(now - 23 * HOUR)]);
    await sendFunnelReminders(t.db.orm, PUBLIC_URL, new Date(now));
    expect(await mailsTo(reg.email)).toHaveLength(0);

    await sendFunnelReminders(t.db.orm, PUBLIC_URL, new Date(now + 2 * HOUR));
    await sendFunnelReminders(t.db.orm, PUBLIC_URL, new Date(now + 3 * HOUR));
    let mails = await mailsTo(reg.email);
    expect(mails.map((m) => m.subject)).toEqual(['Finish your provider training registration']);
    expect(mails[0].text).toContain('valid for 72 hours');

    // The link works (it is a resume link like the page's) and opens the registration at its step.
    const resume = linkIn(mails[0].text, '/registration/resume')!;
    const exchanged = await t.call({ method: 'POST', url: '/api/registration/resume', payload: { token: new URL(resume).searchParams.get('token') } });
    expect(exchanged.json()).toMatchObject({ id: reg.id, step: 'objectives' });

    await sendFunnelReminders(t.db.orm, PUBLIC_URL, new Date(now + 27 * HOUR));
    await sendFunnelReminders(t.db.orm, PUBLIC_URL, new Date(now + 60 * HOUR));
    await sendFunnelReminders(t.db.orm, PUBLIC_URL, new Date(now + 100 * HOUR));
    mails = await mailsTo(reg.email);
    expect(mails).toHaveLength(2);
    expect(linkIn(mails[1].text, '/registration/resume')).not.toBe(resume);
  });

  it('the unsubscribe link stops them; a wrong link says so; progress, payment and cancellation stop them too', async () => {
    const reg = await newRegistration(t, { status: 'quiz', locale: 'fr-CA', country: 'CA', email: 'stalled.stop@example.com' });
    const moving = await newRegistration(t, { status: 'scorm', email: 'still.moving@example.com' });
    const paid = await newRegistration(t, { status: 'confirmation', email: 'paid.funnel@example.com' });
    const cancelled = await newRegistration(t, { status: 'cart', email: 'cancelled.funnel@example.com' });
    const now = Date.now();
    for (const r of [reg, paid, cancelled]) await setRow(r.id, `updated_at = $2`, [new Date(now - 30 * HOUR)]);
    await setRow(moving.id, `updated_at = $2`, [new Date(now - 2 * HOUR)]);
    await setRow(cancelled.id, `cancelled_at = now()`);
    await sendFunnelReminders(t.db.orm, PUBLIC_URL, new Date(now));

    const [mail] = await mailsTo(reg.email);
    expect(mail.subject).toBe('Terminez votre inscription à la formation de fournisseur');
    const unsubscribe = linkIn(mail.text, '/reminders/unsubscribe')!;
    expect(new URL(unsubscribe).searchParams.get('locale')).toBe('fr-CA');
    for (const r of [moving, paid, cancelled]) expect(await mailsTo(r.email)).toHaveLength(0);

    const wrong = await t.call({ method: 'POST', url: '/api/reminders/unsubscribe', payload: { token: 'x'.repeat(43) } });
    expect(wrong.statusCode).toBe(410);
    expect(wrong.json().error).toBe('This link does not work. Use the link in your most recent reminder e-mail.');
    const token = new URL(unsubscribe).searchParams.get('token');
    for (let i = 0; i < 2; i++) {
      const res = await t.call({ method: 'POST', url: '/api/reminders/unsubscribe', payload: { token } });
      expect(res.json()).toEqual({ unsubscribed: true });
    }
    await sendFunnelReminders(t.db.orm, PUBLIC_URL, new Date(now + 30 * HOUR));
    expect(await mailsTo(reg.email)).toHaveLength(1);
  });
});
