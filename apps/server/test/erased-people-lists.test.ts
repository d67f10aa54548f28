import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymiseLeads, anonymiseRegistrations, anonymiseWaitingList } from '../src/features/privacy-requests/anonymise';
import { seedOfferings } from '../src/features/offerings/seed';
import { sendFunnelReminders } from '../src/features/reminders/service';
import { offerFreedSeats } from '../src/features/waiting-list/service';
import { readCsv } from '../src/platform/cli/csv';
import { newPublicId } from '../src/platform/security/ids';
import { OFFERING } from './helpers/checkout-fixtures';
import { seeded } from './helpers/funnel-fixtures';
import { CA } from './helpers/lead-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 39 (7): a person whose data was erased (anonymised_at set) leaves every list staff or jobs
 * work from: no 'ANONYMISED ANONYMISED' to send a resume link to. Each list is read before the
 * erasure too (the control: the test sees the person there), and keeps the person not erased.
 */
let t: TestApp;
let admin: Record<string, string>;
const MARCH = { from: '2025-03-01', to: '2025-03-31' };
const PUBLIC_URL = 'http://portal.test';
const people = { erased: '', kept: '' };
const leadsOf = { erased: '', kept: '' };

const get = async (url: string, query: Record<string, string> = {}) => {
  const res = await t.call({ method: 'GET', url, query, cookies: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const ids = (body: { data: { id: string }[] }) => body.data.map((r) => r.id);
const stalled = async () => ids((await get('/api/admin/funnel/stalled', { ...MARCH, step: 'objectives', days: '30', perPage: '100' })).json());
const searched = async () => ids((await get('/api/admin/registrations', { perPage: '100' })).json());
const inbox = async () => ids((await get('/api/admin/leads', { perPage: '100' })).json());
const exported = async (kind: 'registrations' | 'leads', from: string, to: string) =>
  // An id that starts with '-' (1 in 64) is written "'-…" so a spreadsheet does not read it as a formula.
  readCsv((await get(`/api/admin/exports/${kind}.csv`, { from, to })).body).map((r) => r.fields[kind === 'leads' ? 1 : 0].replace(/^'(?=[-+=@])/, ''));
const today = new Date().toISOString().slice(0, 10);

async function erase() {
  await t.db.orm.transaction(async (tx) => {
    await anonymiseRegistrations(tx, [people.erased], new Date());
    await anonymiseLeads(tx, [leadsOf.erased], new Date());
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  admin = await signIn(t, await newStaff(t, 'administrator'));
  for (const who of ['erased', 'kept'] as const) {
    people[who] = await seeded(t, { offeringId: OFFERING.live, status: 'objectives', createdAt: '2025-03-03T10:00:00Z' });
    const lead = CA();
    expect((await t.call({ method: 'POST', url: '/api/contact-us/', payload: lead, remoteAddress: `10.39.7.${who === 'kept' ? 1 : 2}` })).statusCode).toBeLessThan(300);
    leadsOf[who] = (await t.db.pool.query('select id from leads where email = $1', [lead.email])).rows[0].id;
  }
});
afterAll(() => t.close());

describe('an erased person', () => {
  it('leaves the stalled list, the registration search, the leads inbox and the exports; the kept person stays', async () => {
    // Control: before the erasure both are in every list.
    const before = { stalled: await stalled(), searched: await searched(), inbox: await inbox(), regs: await exported('registrations', MARCH.from, MARCH.to), leads: await exported('leads', today, today) };
    expect(before.stalled).toEqual(expect.arrayContaining([people.erased, people.kept]));
    expect(before.searched).toEqual(expect.arrayContaining([people.erased, people.kept]));
    expect(before.inbox).toEqual(expect.arrayContaining([`contact_us:${leadsOf.erased}`, `contact_us:${leadsOf.kept}`]));
    expect(before.regs).toEqual(expect.arrayContaining([people.erased, people.kept]));
    expect(before.leads).toEqual(expect.arrayContaining([leadsOf.erased, leadsOf.kept]));

    await erase();
    const after = { stalled: await stalled(), searched: await searched(), inbox: await inbox(), regs: await exported('registrations', MARCH.from, MARCH.to), leads: await exported('leads', today, today) };
    expect(after.stalled).toContain(people.kept);
    expect(after.stalled).not.toContain(people.erased);
    expect(after.searched).toContain(people.kept);
    expect(after.searched).not.toContain(people.erased);
    expect(after.inbox).toContain(`contact_us:${leadsOf.kept}`);
    expect(after.inbox).not.toContain(`contact_us:${leadsOf.erased}`);
    expect(after.regs).toContain(people.kept);
    expect(after.regs).not.toContain(people.erased);
    expect(after.leads).toContain(leadsOf.kept);
    expect(after.leads).not.toContain(leadsOf.erased);
    // Opened or followed up by its address in the inbox: gone too (it was a 500 on the blank row).
    const lead = (who: 'erased' | 'kept', method: 'GET' | 'PATCH') =>
      t.call({ method, url: `/api/admin/leads/contact_us:${leadsOf[who]}`, cookies: admin, ...(method === 'PATCH' ? { payload: { status: 'contacted' } } : {}) });
    expect([(await lead('erased', 'GET')).statusCode, (await lead('erased', 'PATCH')).statusCode]).toEqual([404, 404]);
    expect([(await lead('kept', 'GET')).statusCode, (await lead('kept', 'PATCH')).statusCode]).toEqual([200, 200]);
  });

  it('gets no resume link, and no funnel reminder', async () => {
    const link = (id: string) => t.call({ method: 'POST', url: `/api/admin/registrations/${id}/resume-link`, cookies: admin });
    expect((await link(people.erased)).statusCode).toBe(404);
    expect((await link(people.kept)).statusCode).toBe(200);
    await t.db.pool.query(`update registrations set updated_at = now() - interval '10 days' where id = any($1)`, [Object.values(people)]);
    await sendFunnelReminders(t.db.orm, PUBLIC_URL, new Date(Date.now() + 3 * 86_400_000));
    const reminded = (await t.db.pool.query('select registration_id from reminders where registration_id = any($1)', [Object.values(people)])).rows.map((r) => r.registration_id);
    expect(reminded).toEqual([people.kept]);
  });

  it('is not offered a freed seat from the waiting list: the next person is', async () => {
    const join = async (email: string, minutesAgo: number) => {
      const id = newPublicId();
      await t.db.pool.query(`insert into waiting_list (id, offering_id, email, first_name, last_name, locale, created_at) values ($1, $2, $3, 'Wait', 'Ing', 'en', now() - make_interval(mins => $4))`, [id, OFFERING.live, email, minutesAgo]);
      return id;
    };
    const first = await join('first.in.line@example.com', 20);
    const second = await join('second.in.line@example.com', 10);
    await t.db.orm.transaction((tx) => anonymiseWaitingList(tx, [first], new Date()));
    // One seat left: it goes to the first in line who was not erased.
    await t.db.pool.query('update offerings set seats_taken = seats_capacity - 1 where id = $1', [OFFERING.live]);
    await t.db.orm.transaction((tx) => offerFreedSeats(tx, OFFERING.live, PUBLIC_URL));
    const status = async (id: string) => (await t.db.pool.query('select status from waiting_list where id = $1', [id])).rows[0].status;
    expect([await status(first), await status(second)]).toEqual(['waiting', 'offered']);
  });
});
