import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOfferings } from '../src/features/offerings/seed';
import { SCHEDULE_OFFERING_IDS as S, seedScheduleOfferings } from '../src/features/schedule/seed';
import { attendee } from './helpers/certificate-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/** GET /api/enrolment/{registrationId}/calendar.ics, read back with an independent parser (ical.js). */
const CHICAGO = 'Cn9DwAy62m_-VXgk9y6L5Q';
const VIRTUAL_FRENCH = 'riYq_FCdlx8XAwtXpBfZIw';
const DENVER_TWO_DAYS = 'kRWzZZmh4xZElIKiuiqHMg';
const ON_DEMAND = 'XSWcyRJca9vioeovVKDYEA';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  await seedScheduleOfferings(t.db);
});
afterAll(() => t.close());

const calendar = (id: string, locale?: string) => t.call({ method: 'GET', url: `/api/enrolment/${id}/calendar.ics`, locale });

async function parsed(offeringId: string, locale?: string) {
  const { id } = await attendee(t, offeringId, { locale });
  const res = await calendar(id, locale);
  expect(res.statusCode, res.body).toBe(200);
  const root = new ICAL.Component(ICAL.parse(res.body));
  // Register the file's own VTIMEZONE, so times convert with the zone it declares.
  for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const vevent = root.getFirstSubcomponent('vevent')!;
  return { id, res, root, vevent, event: new ICAL.Event(vevent) };
}

describe('the .ics of an enrolled registration', () => {
  it('is a valid calendar file with the session in its venue zone', async () => {
    const { id, res, root, vevent, event } = await parsed(CHICAGO);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="live-training-2027-03-13.ics"');
    // RFC 5545 lines, as a calendar program reads them.
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(res.body).toContain('\r\nVERSION:2.0\r\n');
    expect(res.body).toContain('\r\nDTSTART;TZID=America/Chicago:20270313T080000\r\n');
    expect(res.body).toContain('\r\nDTEND;TZID=America/Chicago:20270313T160000\r\n');
    expect(res.body).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(root.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('America/Chicago');
    expect(event.uid).toBe(`${id}@localhost`);
    expect(event.summary).toBe('Clear-Aligner Fundamentals');
    expect(event.location).toBe('Lakeshore Conference Center, 301 E North Water St, Chicago, IL 60611');
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-03-13T14:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-03-13T22:00:00.000Z');
    expect(event.description).toContain('Presenter: Dr. Maya Patel');
    expect(event.description).toContain('CE hours: 7');
    expect(vevent.getFirstSubcomponent('valarm')).toBeTruthy();
    expect(event.isRecurring()).toBe(false);
  });

  it('a virtual session: the meeting link as location and URL; French text for fr-CA', async () => {
    const { event, vevent } = await parsed(VIRTUAL_FRENCH, 'fr-CA');
    expect(event.location).toBe('https://meet.clear-aligner-provider.example/fundamentals-fr');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://meet.clear-aligner-provider.example/fundamentals-fr');
    expect(event.summary).toBe('Principes fondamentaux des aligneurs transparents (virtuel)');
    expect(event.description).toContain('Rejoindre la séance : https://meet.clear-aligner-provider.example/fundamentals-fr');
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-04-10T13:00:00.000Z');
  });

  it('a two-day session repeats daily with the same hours, instead of running through the night', async () => {
    const { event } = await parsed(DENVER_TWO_DAYS);
    expect(event.isRecurring()).toBe(true);
    const it = event.iterator();
    const days = [it.next(), it.next(), it.next()].map((d) => d?.toJSDate().toISOString() ?? null);
    expect(days).toEqual(['2027-05-07T15:00:00.000Z', '2027-05-08T15:00:00.000Z', null]);
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-05-07T21:00:00.000Z');
    expect(event.description).toContain('This course runs over 2 days');
  });

  it('another zone and a French in-person venue', async () => {
    const { event, res } = await parsed(S.quebecCityTwoDays, 'fr-CA');
    expect(res.body).toContain('DTSTART;TZID=America/Toronto:20270611T083000');
    expect(event.location).toBe('Centre des congrès de Québec, 1000, boul. René-Lévesque Est, Québec (Québec) G1R 5T8');
  });
});

describe('refusals', () => {
  it('409 before the registration is paid, 404 for an on-demand course, unknown or malformed ids', async () => {
    const unpaid = await attendee(t, CHICAGO, { status: 'cart' });
    expect((await calendar(unpaid.id)).statusCode).toBe(409);
    const onDemand = await attendee(t, ON_DEMAND, { status: 'on_demand_confirmation' });
    const od = await calendar(onDemand.id);
    expect(od.statusCode).toBe(404);
    expect(od.json().error).toBe('This registration is not for a scheduled live session');
    expect((await calendar('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await calendar('not-an-id')).statusCode).toBe(404);
    expect((await calendar('x'.repeat(65))).statusCode).toBe(400);
  });
});
