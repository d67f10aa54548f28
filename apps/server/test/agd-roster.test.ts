import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGD_ROSTER_COLUMNS } from '@portal/domain/ce-records/agd-roster';
import { offerings } from '../src/db/schema/offerings';
import { seedOfferings } from '../src/features/offerings/seed';
import { readCsv } from '../src/platform/cli/csv';
import { newRegistration } from './helpers/checkout-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addEndpoint, administrator } from './helpers/webhook-fixtures';

/**
 * AGD rosters (issue 52, item 1): the CSV in AGD's columns against the registrations (attended,
 * with a well-formed AGD number; a moved registration once, at its current session; the on-demand
 * course by month of completion), the list of rosters due with the attendees to ask, marking sent
 * (audited, idempotent), and who may do it (operations as the control).
 */
const PAST = 'agdPastSession00000000';
const OTHER = 'agdOtherSession0000000';
const ON_DEMAND = 'XSWcyRJca9vioeovVKDYEA';
const DAY = 86_400_000;
let t: TestApp;
let ops: Record<string, string>;
let educator: { id: string };
const people: Record<string, { id: string; email: string }> = {};

const q = async (sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows;
const session = (id: string, daysAgo: number, extra: Partial<typeof offerings.$inferInsert> = {}) => ({
  id, kind: 'fundamentals' as const, courseType: 'live' as const, variant: 'standard' as const, modality: 'in_person' as const,
  titleEn: 'Clear aligner fundamentals', titleFr: 'Principes fondamentaux', presenter: 'Dr. Rosa Diaz', language: 'en' as const,
  startsAt: new Date(Date.now() - daysAgo * DAY), endsAt: new Date(Date.now() - daysAgo * DAY + 8 * 3_600_000),
  timeZone: 'America/Chicago', country: 'US', state: 'IL', city: 'Chicago', venue: 'Navy Pier Hall', seatsCapacity: 20, feeUsdCents: 149500, feeCadCents: 199500,
  status: 'published' as const, ...extra,
});

/** A paid registration with this name and stored AGD number (as an old row may hold it), attended on `at` unless null. */
async function person(key: string, offeringId: string, agdNumber: unknown, attendedAt: Date | null) {
  const r = await newRegistration(t, { offeringId, status: 'confirmation', email: `agd.${key}.${Date.now()}@example.com` });
  await q(`update registrations set first_name = $2, last_name = 'Tester', information = information || jsonb_build_object('agdNumber', $3::jsonb) where id = $1`, [r.id, key, JSON.stringify(agdNumber)]);
  if (attendedAt) await q(`insert into attendance (registration_id, offering_id, marked_at, marked_by) values ($1, $2, $3, 'test')`, [r.id, offeringId, attendedAt]);
  people[key] = r;
  return r;
}

const monthsAgo = (n: number) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, 15, 12));
};

beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  educator = await newStaff(t, 'educator');
  await t.db.orm.insert(offerings).values([
    session(PAST, 3, { ceHours: 7.5, agdSubjectCode: '370', deliveryMethod: 'participation', presenterStaffId: educator.id }),
    session(OTHER, 10),
  ]);
  const attended = new Date(Date.now() - 3 * DAY);
  await person('Ana', PAST, ' 123456 ', attended);
  await person('Ben', PAST, '654321', attended);
  await person('Cy', PAST, '12345', attended);
  await person('Dee', PAST, '', attended);
  await person('Eve', PAST, '777777', null);
  // Attended at OTHER, then moved to PAST: counted once, where it is now.
  await person('Fay', OTHER, '888888', new Date(Date.now() - 10 * DAY));
  await q('update registrations set offering_id = $2 where id = $1', [people.Fay.id, PAST]);
  // Cancelled after attending: not reported.
  await person('Gus', PAST, '999999', attended);
  await q('update registrations set cancelled_at = now() where id = $1', [people.Gus.id]);
  await person('Hal', ON_DEMAND, '246810', monthsAgo(2));
  await person('Ivy', ON_DEMAND, '135791', new Date());
  ops = await signIn(t, await newStaff(t, 'operations'));
  await addEndpoint(t, await administrator(t), 'http://127.0.0.1:9/crm', ['roster.marked_sent']);
});
afterAll(() => t.close());

const csv = (cookies: Record<string, string>, id: string, period = '') =>
  t.call({ method: 'GET', url: `/api/admin/sessions/${id}/agd-roster.csv${period ? `?period=${period}` : ''}`, cookies });
const due = async () => (await t.call({ method: 'GET', url: '/api/admin/agd-rosters', cookies: ops })).json().data as { sessionId: string; period: string; daysLeft: number; rows: number; toAsk: { name: string; email: string; problem: string }[] }[];
const markSent = (cookies: Record<string, string>, id: string, period = '') => t.call({ method: 'POST', url: `/api/admin/sessions/${id}/agd-roster/sent`, payload: { period }, cookies });

describe('the AGD roster CSV', () => {
  it("has AGD's columns in order and one row per attendee with a well-formed number, at their current session", async () => {
    const res = await csv(ops, PAST);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...rows] = readCsv(res.body).map((r) => r.fields);
    expect(header).toEqual([...AGD_ROSTER_COLUMNS]);
    const day = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() - 3 * DAY));
    const line = (id: string) => [id, day, 'Clear aligner fundamentals', '7.5', '370', 'Participation', 'Dr. Rosa Diaz', 'Navy Pier Hall, Chicago, IL'];
    // Ana's number was stored with spaces; Cy's is malformed, Dee has none, Eve did not attend, Gus cancelled.
    expect(rows.sort()).toEqual([line('123456'), line('654321'), line('888888')].sort());
    const other = readCsv((await csv(ops, OTHER)).body).map((r) => r.fields);
    expect(other).toEqual([[...AGD_ROSTER_COLUMNS]]);
    const [audit] = await q(`select count(*)::int as n from audit_log where entity = 'agd_roster' and action = 'download' and entity_id = $1`, [PAST]);
    expect(audit.n).toBeGreaterThan(0);
  });

  it('reports the on-demand course by completion date, one month per roster', async () => {
    const period = monthsAgo(2).toISOString().slice(0, 7);
    const [, ...rows] = readCsv((await csv(ops, ON_DEMAND, period)).body).map((r) => r.fields);
    const day = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(monthsAgo(2));
    // No subject code set on the course: the variant's, as its certificates print it.
    expect(rows).toEqual([['246810', day, expect.any(String), '7', '370', 'Self-Instruction', expect.any(String), 'Online']]);
    // A live session has no month, the on-demand course needs one.
    expect((await csv(ops, ON_DEMAND)).statusCode).toBe(400);
    expect((await csv(ops, PAST, period)).statusCode).toBe(400);
  });

  it('is refused to a viewer and to the educator presenting the session; operations is the control', async () => {
    for (const cookies of [await signIn(t, await newStaff(t, 'viewer')), await signIn(t, educator as never)]) {
      expect((await csv(cookies, PAST)).statusCode).toBe(403);
      expect((await t.call({ method: 'GET', url: '/api/admin/agd-rosters', cookies })).statusCode).toBe(403);
      expect((await markSent(cookies, PAST)).statusCode).toBe(403);
    }
    expect((await csv(ops, PAST)).statusCode).toBe(200);
    expect(await q('select * from agd_roster_submissions')).toEqual([]);
  });
});

describe('rosters due and marking sent', () => {
  it('lists the ended session with days left and the attendees to ask; the on-demand month that is over, not the current one', async () => {
    const list = await due();
    const past = list.find((d) => d.sessionId === PAST)!;
    // Ended 3 days ago less its 8 hours: 27 days and 8 hours left, counted as 28.
    expect(past).toMatchObject({ period: '', daysLeft: 28, rows: 3 });
    expect(past.toAsk.map((p) => [p.name, p.email, p.problem]).sort()).toEqual([
      ['Cy Tester', people.Cy.email, 'malformed'],
      ['Dee Tester', people.Dee.email, 'missing'],
    ]);
    const months = list.filter((d) => d.sessionId === ON_DEMAND).map((d) => d.period);
    expect(months).toContain(monthsAgo(2).toISOString().slice(0, 7));
    expect(months).not.toContain(new Date().toISOString().slice(0, 7));
    // OTHER's only attendee moved away: nothing to report there.
    expect(list.find((d) => d.sessionId === OTHER)).toBeUndefined();
  });

  it('marks a roster sent once, audited with who and when; a second mark keeps the first', async () => {
    const first = await markSent(ops, PAST);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ offeringId: PAST, period: '', alreadySent: false });
    const again = await markSent(ops, PAST);
    expect(again.json()).toMatchObject({ alreadySent: true, sentAt: first.json().sentAt, sentBy: first.json().sentBy });
    const audits = await q(`select actor_label, after from audit_log where entity = 'agd_roster' and action = 'mark_sent' and entity_id = $1`, [PAST]);
    expect(audits).toHaveLength(1);
    expect(audits[0].after).toMatchObject({ period: '' });
    expect((await due()).find((d) => d.sessionId === PAST)).toBeUndefined();
    // Reported to the CRM once, with the first mark: the session, no period (live), the rows AGD got.
    const events = (await q(`select payload from webhook_events where type = 'roster.marked_sent'`)).filter((e) => e.payload.data.sessionId === PAST);
    expect(events).toHaveLength(1);
    expect(events[0].payload.data).toEqual({ sessionId: PAST, period: null, rows: 3, sentAt: first.json().sentAt });
  });

  it("reports an on-demand month's roster with its period, and no AGD member ID", async () => {
    const period = monthsAgo(2).toISOString().slice(0, 7);
    expect((await markSent(ops, ON_DEMAND, period)).statusCode).toBe(200);
    const events = (await q(`select payload from webhook_events where type = 'roster.marked_sent'`)).map((e) => e.payload.data).filter((d) => d.sessionId === ON_DEMAND);
    expect(events).toMatchObject([{ period, rows: 1 }]);
    expect(JSON.stringify(events)).not.toContain('246810');
  });
});

describe("a session's delivery method", () => {
  it('is set and cleared in the back office, null meaning the default; anything else is refused', async () => {
    const set = await t.call({ method: 'PATCH', url: `/api/admin/sessions/${OTHER}`, payload: { deliveryMethod: 'self_instruction' }, cookies: ops });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().deliveryMethod).toBe('self_instruction');
    expect((await t.call({ method: 'PATCH', url: `/api/admin/sessions/${OTHER}`, payload: { deliveryMethod: 'webinar' }, cookies: ops })).statusCode).toBe(400);
    const cleared = await t.call({ method: 'PATCH', url: `/api/admin/sessions/${OTHER}`, payload: { deliveryMethod: null }, cookies: ops });
    expect(cleared.json().deliveryMethod).toBeNull();
  });
});

describe('AGD numbers entered by staff', () => {
  it('are checked as six digits in the contact correction, spaces tidied', async () => {
    const bad = await t.call({ method: 'PATCH', url: `/api/admin/registrations/${people.Cy.id}`, payload: { agdNumber: '12345' }, cookies: ops });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('An AGD member ID has six digits');
    const good = await t.call({ method: 'PATCH', url: `/api/admin/registrations/${people.Cy.id}`, payload: { agdNumber: ' 112233 ' }, cookies: ops });
    expect(good.statusCode, good.body).toBe(200);
    expect((await q('select information from registrations where id = $1', [people.Cy.id]))[0].information.agdNumber).toBe('112233');
  });
});
