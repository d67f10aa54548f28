import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOfferings } from '../src/features/offerings/seed';
import { SCHEDULE_OFFERING_IDS as S, seedScheduleOfferings } from '../src/features/schedule/seed';
import { CARDS, newRegistration, OFFERING, ON_BILLING, paymentBody, tokenize } from './helpers/checkout-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 5, enrolment confirmation: GET /api/confirmation/{id} course details, the confirmation
 * e-mail's calendar attachment (read back with ical.js), and past sessions refused at registration.
 */
const VIRTUAL_FRENCH = 'riYq_FCdlx8XAwtXpBfZIw';
const DENVER_TWO_DAYS = OFFERING.pediatricLive;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  await seedScheduleOfferings(t.db);
});
afterAll(() => t.close());

// Intl puts no-break and thin spaces in times, ranges and French text.
const plain = (s: string) => s.replace(/[\u00a0\u202f\u2009]/g, ' ');

/** A registration paid through the real API (the ClinID and the e-mail are written at payment). */
async function paid(offeringId: string, opts: { locale?: string; country?: 'US' | 'CA' } = {}) {
  const reg = await newRegistration(t, { offeringId, locale: opts.locale, country: opts.country });
  const body = paymentBody(reg.id, await tokenize(t, CARDS.success), opts.country === 'CA' ? { billing: ON_BILLING } : {});
  const res = await t.call({ method: 'POST', url: '/api/payment/', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return reg;
}

const confirmation = async (id: string, locale?: string) => {
  const res = await t.call({ method: 'GET', url: `/api/confirmation/${id}`, locale });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/confirmation/{id}: the course details', () => {
  it('in person: date, hours in the venue zone, location, CE hours and the calendar link', async () => {
    const { id } = await paid(OFFERING.live);
    const { course, courseType } = await confirmation(id);
    expect(courseType).toBe('live');
    expect(course.title).toBe('Clear-Aligner Fundamentals');
    expect(plain(course.when.date)).toBe('March 13, 2027');
    // 14:00–22:00 UTC in Chicago, the day before daylight saving time starts.
    expect(plain(course.when.time)).toBe('8:00 AM – 4:00 PM CST');
    expect(course.location).toBe('Lakeshore Conference Center, 301 E North Water St, Chicago, IL 60611');
    expect(course.ceHours).toBe(7);
    expect(course.calendarPath).toBe(`/api/enrolment/${id}/calendar.ics`);
    expect((await t.call({ method: 'GET', url: course.calendarPath })).statusCode).toBe(200);
  });

  it('virtual, in fr-CA: French date and 24-hour times, the meeting link instead of a place', async () => {
    const { id } = await paid(VIRTUAL_FRENCH, { locale: 'fr-CA', country: 'CA' });
    const { course } = await confirmation(id, 'fr-CA');
    expect(course.title).toBe('Principes fondamentaux des aligneurs transparents (virtuel)');
    expect(plain(course.when.date)).toBe('10 avril 2027');
    expect(plain(course.when.time)).toBe('09 h 00 – 17 h 00 HAE');
    expect(course.modality).toBe('virtual');
    expect(course.meetingUrl).toBe('https://meet.clear-aligner-provider.example/fundamentals-fr');
    expect(course.location).toBeNull();
    // The same registration read in English: en-CA formats differ from fr-CA.
    const en = (await confirmation(id, 'en-CA')).course;
    expect(plain(en.when.date)).toBe('April 10, 2027');
    expect(plain(en.when.time)).toMatch(/^9:00 a\.m\. – 5:00 p\.m\. EDT$/i);
  });

  it('multi-day: the date is a range; pediatric CE hours follow the registration locale (5 en, 6 fr-CA)', async () => {
    const en = await paid(DENVER_TWO_DAYS);
    const { course } = await confirmation(en.id);
    expect(plain(course.when.date)).toBe('May 7 – 8, 2027');
    expect(plain(course.when.time)).toBe('9:00 AM – 3:00 PM MDT');
    expect(course.location).toBe('Union Station Meeting Rooms, 1701 Wynkoop St, Denver, CO 80202');
    expect(course.ceHours).toBe(5);
    const fr = await paid(DENVER_TWO_DAYS, { locale: 'fr-CA', country: 'CA' });
    const frCourse = (await confirmation(fr.id, 'fr-CA')).course;
    expect(frCourse.ceHours).toBe(6);
    expect(plain(frCourse.when.date)).toBe('7–8 mai 2027');
    // The hours are the registrant's, whatever language the page is read in.
    expect((await confirmation(fr.id, 'en')).course.ceHours).toBe(6);
  });

  it('on demand: no date, place or calendar', async () => {
    const { id } = await paid(OFFERING.onDemand);
    const { course, courseType } = await confirmation(id);
    expect(courseType).toBe('on_demand');
    expect(course).toMatchObject({ when: null, location: null, calendarPath: null, ceHours: 7 });
  });
});

type OutboxRow = { subject: string; text: string; attachments: { filename: string; contentType: string; contentBase64: string }[] };
async function storedMail(to: string): Promise<OutboxRow> {
  const rows = (await t.db.pool.query('select subject, text, attachments from outbox where "to" = $1', [to])).rows as OutboxRow[];
  expect(rows).toHaveLength(1);
  return rows[0];
}

function parseIcs(ics: string) {
  const root = new ICAL.Component(ICAL.parse(ics));
  for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  return { root, event: new ICAL.Event(root.getFirstSubcomponent('vevent')!) };
}

describe('the confirmation e-mail of a live session', () => {
  it('carries the same .ics as the download, as a text/calendar attachment, and the course details', async () => {
    const { id, email } = await paid(OFFERING.live);
    const mail = await storedMail(email);
    // The calendar file first, then the payment's receipt, then the door ticket's QR code (check-in).
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['text/calendar; method=PUBLISH', 'application/pdf', 'image/png']);
    const [att] = mail.attachments;
    const download = await t.call({ method: 'GET', url: `/api/enrolment/${id}/calendar.ics` });
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${att.filename}"`);
    expect(att.filename).toBe('live-training-2027-03-13.ics');
    expect(att.contentType).toBe('text/calendar; method=PUBLISH');
    const ics = Buffer.from(att.contentBase64, 'base64').toString('utf8');
    expect(ics).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(ics).toContain('\r\nDTSTART;TZID=America/Chicago:20270313T080000\r\n');
    const { root, event } = parseIcs(ics);
    expect(root.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('America/Chicago');
    expect(event.summary).toBe('Clear-Aligner Fundamentals');
    expect(event.uid).toBe(parseIcs(download.body).event.uid);
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-03-13T14:00:00.000Z');
    expect(plain(mail.text)).toContain('When: March 13, 2027, 8:00 AM – 4:00 PM CST');
    expect(mail.text).toContain('Where: Lakeshore Conference Center, 301 E North Water St, Chicago, IL 60611');
    expect(mail.text).toContain('The attached calendar file (.ics)');
    // The dev outbox (what the e2e journey reads) lists the attachment.
    const listed = (await t.call({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json();
    expect(listed[0].attachments).toEqual(['live-training-2027-03-13.ics', expect.stringMatching(/^receipt-R-\d{4}-\d{6}\.pdf$/), 'ticket-1.png']);
  });

  it('fr-CA virtual: French text and calendar, with the meeting link', async () => {
    const { email } = await paid(VIRTUAL_FRENCH, { locale: 'fr-CA', country: 'CA' });
    const mail = await storedMail(email);
    expect(plain(mail.text)).toContain('Quand : 10 avril 2027, 09 h 00 – 17 h 00 HAE');
    expect(mail.text).toContain('Réunion vidéo : https://meet.clear-aligner-provider.example/fundamentals-fr');
    expect(mail.text).toContain('Heures de FC : 7');
    const { event } = parseIcs(Buffer.from(mail.attachments[0].contentBase64, 'base64').toString('utf8'));
    expect(event.summary).toBe('Principes fondamentaux des aligneurs transparents (virtuel)');
    expect(event.location).toBe('https://meet.clear-aligner-provider.example/fundamentals-fr');
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-04-10T13:00:00.000Z');
  });

  it('a multi-day session: the date range, and the attachment repeats daily', async () => {
    const { email } = await paid(DENVER_TWO_DAYS);
    const mail = await storedMail(email);
    expect(plain(mail.text)).toContain('When: May 7 – 8, 2027, 9:00 AM – 3:00 PM MDT');
    expect(mail.text).toContain('CE hours: 5');
    const { event } = parseIcs(Buffer.from(mail.attachments[0].contentBase64, 'base64').toString('utf8'));
    expect(event.isRecurring()).toBe(true);
  });

  it('on demand: no calendar file, only the receipt', async () => {
    const { email } = await paid(OFFERING.onDemand);
    const mail = await storedMail(email);
    // The receipt is a reference in the outbox, drawn when sent: the dev outbox lists its file name.
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    const listed = (await t.call({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json();
    expect(listed[0].attachments).toEqual([expect.stringMatching(/^receipt-R-\d{4}-\d{6}\.pdf$/)]);
    expect(mail.text).not.toContain('.ics');
  });
});

describe('past sessions take no registrations', () => {
  const payload = (campaignId: string) => ({
    campaignId, firstName: 'Dana', lastName: 'Reyes', email: `past.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
    phone: '(312) 555-0123', practiceName: 'Lakeshore Dental', role: 'doctor_owner', specialty: 'gp', address1: '100 Main St', address2: '',
    city: 'Chicago', country: 'US', state: 'IL', postalCode: '60601', licenseNumber: 'IL-4455', licenseState: 'IL',
    npiNumber: '1234567893', agdNumber: '', hotelNeeded: 'no', dietaryRestrictions: '', dsoCode: '', teamMembers: [],
  });
  const count = async (offeringId: string) =>
    Number((await t.db.pool.query('select count(*) from registrations where offering_id = $1', [offeringId])).rows[0].count);
  const seats = async (id: string) => Number((await t.db.pool.query('select seats_taken from offerings where id = $1', [id])).rows[0].seats_taken);

  it.each([
    ['en', 'This session has already started and no longer takes registrations. Choose another session in the live training schedule.'],
    ['fr-CA', "Cette séance a déjà commencé et n'accepte plus d'inscriptions. Choisissez une autre séance dans le calendrier des formations en direct."],
  ])('POST /api/register/ answers 409 in %s; nothing is written', async (locale, message) => {
    const before = { regs: await count(S.pastMiami), seats: await seats(S.pastMiami) };
    const res = await t.call({ method: 'POST', url: '/api/register/', payload: payload(S.pastMiami), locale });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(message);
    expect({ regs: await count(S.pastMiami), seats: await seats(S.pastMiami) }).toEqual(before);
  });

  it('the control: the same body registers for an upcoming session', async () => {
    const res = await t.call({ method: 'POST', url: '/api/register/', payload: payload(OFFERING.live) });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('GET /api/availability/{id}: false for past sessions although seats are left; true for upcoming and on demand', async () => {
    const get = async (id: string) => (await t.call({ method: 'GET', url: `/api/availability/${id}` })).json();
    expect(await get(S.pastMiami)).toMatchObject({ availability: false, team_seat_amount: 0 });
    expect(await get(S.pastVirtualFrench)).toMatchObject({ availability: false });
    expect(await get(OFFERING.live)).toMatchObject({ availability: true });
    expect(await get(OFFERING.onDemand)).toMatchObject({ availability: true });
  });
});

describe('dev status endpoint (development only)', () => {
  it('moves a registration to a status; unknown ids and statuses are refused', async () => {
    const { id } = await newRegistration(t, { status: 'objectives' });
    const set = (rid: string, status: unknown) => t.call({ method: 'PATCH', url: `/api/dev/registrations/${rid}/status`, payload: { status } });
    expect((await set(id, 'cart')).json()).toEqual({ id, status: 'cart' });
    expect((await t.db.pool.query('select status from registrations where id = $1', [id])).rows[0].status).toBe('cart');
    expect((await set(id, 'nope')).statusCode).toBe(400);
    expect((await set('AAAAAAAAAAAAAAAAAAAAAA', 'cart')).statusCode).toBe(404);
  });
});
