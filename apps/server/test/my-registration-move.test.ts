import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOfferings } from '../src/features/offerings/seed';
import { registrant, seatsTaken, session, ticketRows, tokenMailed } from './helpers/my-registration-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { startReceiver, type Receiver } from './helpers/webhook-receiver';
import { addEndpoint, administrator, WEBHOOK_TEST_ENV } from './helpers/webhook-fixtures';

/**
 * Moving to another session from the registrant's own page (issue 42): the sessions it may pick
 * (same course and variant, seats for the registrant and their team, changes still open there),
 * the move (seats on both sessions, door tickets, the left session's waiting list, a mail for the
 * new session, the webhook, the audit entry and the timeline, all by the registrant), and the
 * refusals (cut-off, full, another course, ended, a link that does not work), which change nothing.
 */
let t: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  t = await createTestApp(WEBHOOK_TEST_ENV);
  await seedOfferings(t.db);
  receiver = await startReceiver();
  receiver.secret = (await addEndpoint(t, await administrator(t), receiver.url, ['registration.moved', 'waiting_list.offered'])).secret;
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

let ip = 0;
const from = () => `10.43.${Math.floor(++ip / 250)}.${ip % 250}`;
const q = async (sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows;
const options = (token: string, locale?: string) => t.call({ method: 'GET', url: `/api/my-registration/${token}/sessions`, locale, remoteAddress: from() });
const move = (token: string, sessionId: string, locale?: string) => t.call({ method: 'POST', url: `/api/my-registration/${token}/move`, payload: { sessionId }, locale, remoteAddress: from() });
const optionIds = async (token: string) => {
  const res = await options(token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().sessions as { sessionId: string }[]).map((s) => s.sessionId);
};

describe('the sessions a registration may move to', () => {
  it('lists other sessions of the same course and variant with seats for the whole team, changes still open there, soonest first', async () => {
    const home = await session(t);
    const later = await session(t, { startsInHours: 500 });
    const sooner = await session(t, { startsInHours: 300 });
    const tooSmall = await session(t, { capacity: 10, taken: 8 });
    const pastCutoff = await session(t, { startsInHours: 24 });
    const pediatric = await session(t, { variant: 'pediatric' });
    const onboarding = await session(t, { kind: 'onboarding' });
    const draft = await session(t, { status: 'draft' });
    const reg = await registrant(t, home, { team: 2 });
    const ids = await optionIds(reg.token);
    expect(ids).toEqual(expect.arrayContaining([sooner, later]));
    expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later));
    for (const no of [home, tooSmall, pastCutoff, pediatric, onboarding, draft]) expect(ids).not.toContain(no);
    const res = await options(reg.token, 'fr-CA');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const option = res.json().sessions.find((s: { sessionId: string }) => s.sessionId === sooner);
    expect(option).toMatchObject({ seatsLeft: 20, course: { title: 'Fondamentaux en libre-service', meetingUrl: null, calendarPath: null } });
    expect(option.course.when.time).toMatch(/h/);
  });

  it('is empty once the registration cannot move: past its own cut-off, ended, or on demand', async () => {
    const soon = await session(t, { startsInHours: 30 });
    expect(await optionIds((await registrant(t, soon)).token)).toEqual([]);
    const ended = await registrant(t, await session(t));
    await q('update registrations set cancelled_at = now() where id = $1', [ended.id]);
    expect(await optionIds(ended.token)).toEqual([]);
    expect(await optionIds((await registrant(t, await session(t, { courseType: 'on_demand' }))).token)).toEqual([]);
  });
});

describe('moving', () => {
  it('moves the seats of the registrant and their team, reissues the door tickets, mails the new session and answers the page', async () => {
    const home = await session(t, { city: 'Chicago' });
    const target = await session(t, { city: 'Denver', startsInHours: 400 });
    const reg = await registrant(t, home, { team: 2 });
    const before = await ticketRows(t, reg.id);
    expect(before.map((k) => k.offering_id)).toEqual([home, home, home]);
    const [homeSeats, targetSeats] = [await seatsTaken(t, home), await seatsTaken(t, target)];

    const res = await move(reg.token, target);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toMatchObject({ id: reg.id, ended: null, course: { city: 'Denver' } });
    expect(res.json().tickets).toHaveLength(3);
    expect([await seatsTaken(t, home), await seatsTaken(t, target)]).toEqual([homeSeats - 3, targetSeats + 3]);
    const after = await ticketRows(t, reg.id);
    expect(after.filter((k) => k.offering_id === home).map((k) => k.void_reason)).toEqual(['moved', 'moved', 'moved']);
    expect(after.filter((k) => k.offering_id === target && !k.voided_at)).toHaveLength(3);

    const [mail] = await q(`select subject, text, attachments from outbox where "to" = $1 order by created_at desc, id desc limit 1`, [reg.email]);
    expect(mail.subject).toBe('Your registration moved: Self-Service Fundamentals');
    expect(mail.text).toContain('Hall A');
    expect(mail.text).toContain('/my-registration?token=');
    expect(mail.text).toContain('The door tickets of your previous session no longer work');
    const files = (mail.attachments as { filename: string }[]).map((a) => a.filename);
    expect(files.some((f) => f.endsWith('.ics'))).toBe(true);
    expect(files.filter((f) => f.startsWith('ticket-'))).toHaveLength(3);
    // The old link still opens the page; the mail's new one too.
    expect((await t.call({ method: 'GET', url: `/api/my-registration/${await tokenMailed(t, reg.email)}`, remoteAddress: from() })).json().course.city).toBe('Denver');

    const [entry] = await q(`select actor_id, actor_label, before, after from audit_log where entity = 'registration' and action = 'move' and entity_id = $1`, [reg.id]);
    expect(entry).toEqual({ actor_id: null, actor_label: `registrant:${reg.id}`, before: { offeringId: home }, after: { offeringId: target, seats: 3 } });
    await receiver.waitFor(() => receiver.accepted.some((r) => r.type === 'registration.moved' && (r.body.data as { registrationId: string }).registrationId === reg.id));
    expect(receiver.accepted.find((r) => (r.body.data as { registrationId?: string }).registrationId === reg.id)!.body.data).toMatchObject({ fromSessionId: home, toSessionId: target, seats: 3 });

    const ops = await signIn(t, await newStaff(t, 'operations'));
    const detail = (await t.call({ method: 'GET', url: `/api/admin/registrations/${reg.id}`, cookies: ops })).json();
    expect(detail.timeline.find((e: { kind: string }) => e.kind === 'moved').summary).toContain('by the registrant (on their own page)');
  });

  it('offers the freed seats to the left session\'s waiting list', async () => {
    const full = await session(t, { capacity: 2 });
    const target = await session(t, { startsInHours: 400 });
    const reg = await registrant(t, full, { team: 1 });
    await q(`insert into waiting_list (id, offering_id, email, first_name, last_name, locale) values ('waitSelfServiceMove01A', $1, 'wait.move@example.com', 'Wai', 'Ting', 'en')`, [full]);
    expect((await move(reg.token, target)).statusCode).toBe(200);
    expect((await q(`select status from waiting_list where id = 'waitSelfServiceMove01A'`))[0].status).toBe('offered');
    // Two seats freed, one held for the waiting person.
    expect(await seatsTaken(t, full)).toBe(1);
  });

  it('mails a registration still in the funnel the new session and the way on, in its language', async () => {
    const home = await session(t);
    const target = await session(t, { startsInHours: 400 });
    const reg = await registrant(t, home, { paid: false, locale: 'fr-CA' });
    const res = await move(reg.token, target, 'fr-CA');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().continuePath).toMatch(/^\/registration\//);
    const [mail] = await q(`select subject, text from outbox where "to" = $1 order by created_at desc, id desc limit 1`, [reg.email]);
    expect(mail.subject).toBe('Votre inscription a changé de séance : Fondamentaux en libre-service');
    expect(mail.text).toContain('Poursuivez votre inscription depuis sa page');
  });
});

describe('refusals change nothing', () => {
  const unchanged = async (reg: { id: string }, ids: string[], run: () => Promise<{ statusCode: number; json(): { error: string } }>) => {
    const seats = await Promise.all(ids.map((id) => seatsTaken(t, id)));
    const [{ offering_id: where }] = await q('select offering_id from registrations where id = $1', [reg.id]);
    const mails = (await q('select count(*)::int n from outbox'))[0].n;
    const res = await run();
    expect(await Promise.all(ids.map((id) => seatsTaken(t, id)))).toEqual(seats);
    expect((await q('select offering_id from registrations where id = $1', [reg.id]))[0].offering_id).toBe(where);
    expect((await q('select count(*)::int n from outbox'))[0].n).toBe(mails);
    return res;
  };

  it('past the current session\'s cut-off', async () => {
    const home = await session(t, { startsInHours: 30 });
    const target = await session(t);
    const reg = await registrant(t, home);
    const res = await unchanged(reg, [home, target], () => move(reg.token, target));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('It is too late for this: the session has started or its cut-off has passed.');
  });

  it('to a session without seats for the whole team', async () => {
    const home = await session(t);
    const target = await session(t, { capacity: 4, taken: 2 });
    const reg = await registrant(t, home, { team: 2 });
    const res = await unchanged(reg, [home, target], () => move(reg.token, target));
    expect([res.statusCode, res.json().error]).toEqual([409, 'This session no longer has enough free seats for you and your team. Choose another one.']);
  });

  it('to another course, a variant, a session past its own cut-off, the same session or one that does not exist', async () => {
    const home = await session(t);
    const reg = await registrant(t, home);
    for (const target of [await session(t, { kind: 'onboarding' }), await session(t, { variant: 'pediatric' }), await session(t, { startsInHours: 24 }), home, 'noSuchSession000000000']) {
      const res = await unchanged(reg, [home], () => move(reg.token, target));
      expect([res.statusCode, res.json().error], target).toEqual([409, 'You cannot move to this session from your page: choose one of the sessions it lists.']);
    }
  });

  it('a cancelled or refunded registration', async () => {
    const home = await session(t);
    const target = await session(t);
    const reg = await registrant(t, home);
    await q('update registrations set refunded_at = now() where id = $1', [reg.id]);
    const res = await unchanged(reg, [home, target], () => move(reg.token, target));
    expect([res.statusCode, res.json().error]).toEqual([409, 'This registration is cancelled or refunded: it can no longer be changed.']);
  });

  it('a link that no longer works, or never did: 410 on every route', async () => {
    const home = await session(t);
    const target = await session(t);
    const reg = await registrant(t, home);
    await q('update registration_links set revoked_at = now() where registration_id = $1', [reg.id]);
    for (const token of [reg.token, 'AAAAAAAAAAAAAAAAAAAAAA', 'short']) {
      expect((await options(token)).statusCode).toBe(410);
      expect((await unchanged(reg, [home, target], () => move(token, target))).statusCode).toBe(410);
    }
  });

  it('a request without the XSRF header: 403', async () => {
    const home = await session(t);
    const target = await session(t);
    const reg = await registrant(t, home);
    const res = await unchanged(reg, [home, target], () => t.call({ method: 'POST', url: `/api/my-registration/${reg.token}/move`, payload: { sessionId: target }, headers: { 'x-xsrf-token': '' }, remoteAddress: from() }));
    expect(res.statusCode).toBe(403);
  });

  it('a body that is not a session id', async () => {
    const reg = await registrant(t, await session(t));
    for (const payload of [{}, { sessionId: 42 }, { sessionId: 'x'.repeat(65) }]) {
      expect((await t.call({ method: 'POST', url: `/api/my-registration/${reg.token}/move`, payload, remoteAddress: from() })).statusCode).toBe(400);
    }
  });
});
