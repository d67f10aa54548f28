import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOfferings } from '../src/features/offerings/seed';
import { markViaApi } from './helpers/certificate-fixtures';
import { liveSession, paidRegistration, sessionStarted, ticketsOf } from './helpers/check-in-fixtures';
import { newStaff, signIn, type TestStaff } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 39: an educator acts only on the sessions linked to their staff account, on every route
 * that takes a session id and admits educators, by cookie or by API token. Another session (one
 * presented by someone else, or one whose presenter text is the educator's name but is not linked)
 * answers exactly as a session that does not exist, and nothing about its people comes back.
 */
const routes: RouteOptions[] = [];
let t: TestApp;
let educator: TestStaff;
let cookies: Record<string, string>;
let token: string;
let opsToken: string;
const DUMMY = 'AAAAAAAAAAAAAAAAAAAAAA';
type Session = { id: string; reg: { id: string; email: string }; ticket: { id: string; token: string } };
const sessions = {} as Record<'own' | 'foreign' | 'namesake', Session>;

async function startedSessionWithRegistrant(presenter?: string): Promise<Session> {
  const id = await liveSession(t, { presenter });
  const reg = await paidRegistration(t, id);
  await sessionStarted(t, id);
  const [ticket] = await ticketsOf(t, reg.id);
  return { id, reg, ticket };
}

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: (r) => routes.push(r) });
  await seedOfferings(t.db);
  educator = await newStaff(t, 'educator');
  const other = await newStaff(t, 'educator');
  await t.db.pool.query(`update staff_users set name = 'Dr. Rosa Diaz' where id = $1`, [educator.id]);
  cookies = await signIn(t, educator);
  token = (await t.call({ method: 'POST', url: '/api/admin/api-tokens', payload: { name: 'door' }, cookies })).json().token;
  const ops = await newStaff(t, 'operations');
  opsToken = (await t.call({ method: 'POST', url: '/api/admin/api-tokens', payload: { name: 'ops' }, cookies: await signIn(t, ops) })).json().token;
  sessions.own = await startedSessionWithRegistrant('Someone Else Entirely');
  sessions.foreign = await startedSessionWithRegistrant('Dr. Other Person');
  // Her name, letter for letter, on a session nobody linked to her: not hers.
  sessions.namesake = await startedSessionWithRegistrant('Dr. Rosa Diaz');
  await t.db.pool.query('update offerings set presenter_staff_id = $2 where id = $1', [sessions.own.id, educator.id]);
  await t.db.pool.query('update offerings set presenter_staff_id = $2 where id = $1', [sessions.foreign.id, other.id]);
});
afterAll(() => t.close());

/** One request per route, for session `id` with the people of session `s` (the unknown session borrows the foreign one's). */
const SAMPLES: Record<string, (id: string, s: Session) => Omit<InjectOptions, 'method'>> = {
  'GET /api/admin/sessions/:id/roster': (id) => ({ url: `/api/admin/sessions/${id}/roster` }),
  'GET /api/admin/sessions/:id/roster.csv': (id) => ({ url: `/api/admin/sessions/${id}/roster.csv` }),
  'POST /api/admin/sessions/:id/attendance': (id, s) => ({ url: `/api/admin/sessions/${id}/attendance`, payload: { registrationId: s.reg.id, present: true } }),
  'POST /api/admin/sessions/:id/check-in': (id, s) => ({ url: `/api/admin/sessions/${id}/check-in`, payload: { token: s.ticket.token } }),
  'POST /api/admin/sessions/:id/check-in/by-ticket/:ticketId': (id, s) => ({ url: `/api/admin/sessions/${id}/check-in/by-ticket/${s.ticket.id}` }),
  'GET /api/admin/sessions/:id/check-in': (id, s) => ({ url: `/api/admin/sessions/${id}/check-in`, query: { q: s.reg.email } }),
  'GET /api/admin/sessions/:id/check-in/summary': (id) => ({ url: `/api/admin/sessions/${id}/check-in/summary` }),
  'GET /api/admin/sessions/:id/check-in/roster': (id) => ({ url: `/api/admin/sessions/${id}/check-in/roster` }),
  'POST /api/admin/sessions/:id/check-in/sync': (id) => ({ url: `/api/admin/sessions/${id}/check-in/sync`, payload: { scans: [{ key: crypto.randomUUID(), digest: 'A'.repeat(43), scannedAt: new Date().toISOString(), admitted: true }] } }),
};

/**
 * The session itself (the Sessions screen: every role reads every session, as the public schedule
 * shows them) says nothing about its people, so it stays outside the presenter rule.
 */
const NOT_ABOUT_PEOPLE = ['GET /api/admin/sessions/:id'];

/** Every registered route under a session that lets educators in (a new one must be added above). */
const educatorSessionRoutes = () =>
  routes
    .filter((r) => r.url.startsWith('/api/admin/sessions/:id') && Array.isArray(r.config?.roles) && (r.config.roles as string[]).includes('educator'))
    .flatMap((r) => [r.method].flat().filter((m) => m !== 'HEAD').map((m) => `${m} ${r.url}`))
    .filter((key) => !NOT_ABOUT_PEOPLE.includes(key));

const call = (key: string, id: string, s: Session) => {
  const [method] = key.split(' ');
  return t.call({ ...SAMPLES[key](id, s), method: method as InjectOptions['method'], cookies });
};
const answer = (res: { statusCode: number; body: string }) => ({ status: res.statusCode, body: res.body });
const stateOf = async (s: Session) =>
  (await t.db.pool.query(
    `select (select count(*) from attendance where registration_id = $1)::int as marked, (select count(*) from tickets where id = $2 and checked_in_at is not null)::int as checked`,
    [s.reg.id, s.ticket.id],
  )).rows[0];

describe("an educator's scope", () => {
  it('covers every session route that admits educators', () => {
    expect(educatorSessionRoutes().sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it('answers a session they do not present (linked to another, or only named like them) as an unknown one, on every route', async () => {
    for (const key of Object.keys(SAMPLES)) {
      const unknown = answer(await call(key, DUMMY, sessions.foreign));
      expect(unknown.status, key).toBe(404);
      for (const s of [sessions.foreign, sessions.namesake]) {
        const res = await call(key, s.id, s);
        expect(answer(res), `${key} on ${s === sessions.foreign ? 'foreign' : 'namesake'}`).toEqual(unknown);
        expect(res.body).not.toContain(s.reg.email);
      }
    }
    for (const s of [sessions.foreign, sessions.namesake]) expect(await stateOf(s)).toEqual({ marked: 0, checked: 0 });
  });

  it('lets the same calls through on their own session', async () => {
    for (const key of Object.keys(SAMPLES)) {
      const res = await call(key, sessions.own.id, sessions.own);
      expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(300);
    }
    expect((await call('GET /api/admin/sessions/:id/roster', sessions.own.id, sessions.own)).body).toContain(sessions.own.reg.email);
    expect(await stateOf(sessions.own)).toEqual({ marked: 1, checked: 1 });
  });
});

describe("an educator's API token (POST /api/attendance)", () => {
  const probe = (s: Session) => [s.reg.email, 'nobody.registered@example.com'];

  it('answers a session they do not present as an unknown one, with no per-address outcome, and marks nobody', async () => {
    const unknown = answer(await markViaApi(t, { offeringId: DUMMY, emails: probe(sessions.foreign) }, token));
    expect(unknown.status).toBe(404);
    for (const s of [sessions.foreign, sessions.namesake]) {
      const res = await markViaApi(t, { offeringId: s.id, emails: probe(s) }, token);
      expect(answer(res)).toEqual(unknown);
      expect(res.body).not.toMatch(/not_registered|not_paid|marked|nobody\.registered/);
      expect(await stateOf(s)).toMatchObject({ marked: 0 });
    }
  });

  it('marks at their own session; control: an operations token does see outcomes at the other session', async () => {
    const own = await markViaApi(t, { offeringId: sessions.own.id, emails: probe(sessions.own) }, token);
    expect(own.statusCode).toBe(200);
    expect(own.json().results.map((r: { outcome: string }) => r.outcome)).toEqual(['already_marked', 'not_registered']);
    // What the refusal hides: the harness does see per-address outcomes when the caller may act there.
    const ops = await markViaApi(t, { offeringId: sessions.foreign.id, emails: probe(sessions.foreign) }, opsToken);
    expect(ops.json().results.map((r: { outcome: string }) => r.outcome)).toEqual(['marked', 'not_registered']);
  });
});
