import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOfferings } from '../src/features/offerings/seed';
import { registrant, seatsTaken, session, ticketRows } from './helpers/my-registration-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { startReceiver, type Receiver } from './helpers/webhook-receiver';
import { addEndpoint, administrator, WEBHOOK_TEST_ENV } from './helpers/webhook-fixtures';

/**
 * Replacing and adding team members from the registrant's own page (issue 42): the whole team is
 * sent, members matched by address; a replaced member's door ticket is voided and the newcomer gets
 * one, each added member takes a seat (refused when none is left or above the session's team seats);
 * the registration form's rules hold; mail, webhook, audit and timeline say the registrant did it;
 * refusals change nothing.
 */
let t: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  t = await createTestApp(WEBHOOK_TEST_ENV);
  await seedOfferings(t.db);
  receiver = await startReceiver();
  receiver.secret = (await addEndpoint(t, await administrator(t), receiver.url, ['registration.team_changed'])).secret;
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

let ip = 0;
const from = () => `10.44.${Math.floor(++ip / 250)}.${ip % 250}`;
const q = async (sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows;
type Member = { type: string; email: string; firstName: string; lastName: string };
const put = (token: string, teamMembers: Member[], locale?: string) => t.call({ method: 'PUT', url: `/api/my-registration/${token}/team`, payload: { teamMembers }, locale, remoteAddress: from() });
const teamOf = async (id: string): Promise<Member[]> =>
  q('select type, email, first_name "firstName", last_name "lastName" from team_members where registration_id = $1 order by last_name, first_name', [id]);
const person = (name: string, type = 'dental_assistant'): Member => ({ type, email: `${name.toLowerCase()}.${Date.now()}@example.com`, firstName: name, lastName: 'Newcomer' });

describe('changing the team', () => {
  it('replaces one member and adds another: seats for the added one only, tickets voided and issued, mail, webhook, audit, timeline', async () => {
    const home = await session(t, { teamSeats: 3 });
    const reg = await registrant(t, home, { team: 2 });
    const [first, second] = await teamOf(reg.id);
    const [{ id: secondId }] = await q('select id from team_members where email = $1', [second.email]);
    const before = await ticketRows(t, reg.id);
    const seats = await seatsTaken(t, home);
    const replacement = person('Rosa');
    const added = person('Omar', 'front_desk');

    const res = await put(reg.token, [first, replacement, added]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().teamMembers.map((m: Member) => m.email).sort()).toEqual([first.email, replacement.email, added.email].sort());
    expect(res.json().tickets).toHaveLength(4);
    expect(await seatsTaken(t, home)).toBe(seats + 1);
    expect((await teamOf(reg.id)).map((m) => m.email)).not.toContain(second.email);

    // The replaced member's row now holds the newcomer: its old ticket voided, a new one issued; the others' tickets untouched.
    const after = await ticketRows(t, reg.id);
    const valid = (rows: typeof after) => rows.filter((k) => !k.voided_at).map((k) => k.id);
    expect(after.filter((k) => k.void_reason === 'replaced').map((k) => k.team_member_id)).toEqual([secondId]);
    expect(valid(after)).toHaveLength(4);
    expect(valid(after)).toEqual(expect.arrayContaining(before.filter((k) => k.team_member_id !== secondId).map((k) => k.id)));
    expect(after.filter((k) => k.team_member_id === secondId && !k.voided_at)).toHaveLength(1);

    const [mail] = await q(`select subject, text, attachments from outbox where "to" = $1 order by created_at desc, id desc limit 1`, [reg.email]);
    expect(mail.subject).toBe('Your team is updated: Self-Service Fundamentals');
    expect(mail.text).toContain(`Rosa Newcomer, Dental Assistant (${replacement.email})`);
    expect(mail.text).toContain(`Omar Newcomer, Front Desk (${added.email})`);
    expect(mail.text).toContain('/my-registration?token=');
    expect((mail.attachments as { filename: string }[]).filter((a) => a.filename.startsWith('ticket-'))).toHaveLength(4);

    const [entry] = await q(`select actor_id, actor_label, before, after from audit_log where entity = 'registration' and action = 'change_team' and entity_id = $1`, [reg.id]);
    expect(entry).toMatchObject({ actor_id: null, actor_label: `registrant:${reg.id}`, before: { teamSize: 2 }, after: { teamSize: 3, added: 1, replaced: 1 } });
    // Counts and ids only: nobody's name or address in the audit entry.
    expect(JSON.stringify(entry)).not.toContain('Rosa');
    await receiver.waitFor(() => receiver.accepted.some((r) => (r.body.data as { registrationId?: string }).registrationId === reg.id));
    expect(receiver.accepted.find((r) => (r.body.data as { registrationId?: string }).registrationId === reg.id)!.body).toMatchObject({
      type: 'registration.team_changed', data: { sessionId: home, teamSize: 3, added: 1, replaced: 1 },
    });
    const ops = await signIn(t, await newStaff(t, 'operations'));
    const detail = (await t.call({ method: 'GET', url: `/api/admin/registrations/${reg.id}`, cookies: ops })).json();
    expect(detail.timeline.find((e: { kind: string }) => e.kind === 'teamChanged').summary).toBe('1 added, 1 replaced, 3 in the team · by the registrant (on their own page)');
  });

  it('corrects a name without touching tickets or seats, and answers the same team sent again without a mail', async () => {
    const home = await session(t);
    const reg = await registrant(t, home, { team: 1 });
    const [member] = await teamOf(reg.id);
    const seats = await seatsTaken(t, home);
    expect((await put(reg.token, [{ ...member, firstName: 'Anabel' }])).statusCode).toBe(200);
    expect((await teamOf(reg.id))[0].firstName).toBe('Anabel');
    expect((await ticketRows(t, reg.id)).every((k) => !k.voided_at)).toBe(true);
    const mails = (await q('select count(*)::int n from outbox where "to" = $1', [reg.email]))[0].n;
    expect((await put(reg.token, [{ ...member, firstName: 'Anabel', email: member.email.toUpperCase() }])).statusCode).toBe(200);
    expect((await q('select count(*)::int n from outbox where "to" = $1', [reg.email]))[0].n).toBe(mails);
    expect(await seatsTaken(t, home)).toBe(seats);
  });

  it('adds to a registration still in the funnel (no tickets before paying) and mails in its language', async () => {
    const home = await session(t);
    const reg = await registrant(t, home, { paid: false, locale: 'fr-CA' });
    const res = await put(reg.token, [person('Lea')], 'fr-CA');
    expect(res.statusCode, res.body).toBe(200);
    expect(await ticketRows(t, reg.id)).toEqual([]);
    const [mail] = await q(`select subject, text from outbox where "to" = $1 order by created_at desc, id desc limit 1`, [reg.email]);
    expect(mail.subject).toBe('Votre équipe est à jour : Fondamentaux en libre-service');
    expect(mail.text).toContain('Lea Newcomer, Assistant dentaire');
  });
});

describe('refusals change nothing', () => {
  const unchanged = async (reg: { id: string; email: string }, sessionId: string, run: () => Promise<{ statusCode: number; json(): { error?: string; errors?: string[] } }>) => {
    const [team, seats, mails] = [await teamOf(reg.id), await seatsTaken(t, sessionId), (await q('select count(*)::int n from outbox'))[0].n];
    const res = await run();
    expect([await teamOf(reg.id), await seatsTaken(t, sessionId), (await q('select count(*)::int n from outbox'))[0].n]).toEqual([team, seats, mails]);
    return res;
  };

  it('fewer members than now: 422 (removing is not offered)', async () => {
    const home = await session(t);
    const reg = await registrant(t, home, { team: 2 });
    const [first] = await teamOf(reg.id);
    const res = await unchanged(reg, home, () => put(reg.token, [first]));
    expect([res.statusCode, res.json().error]).toEqual([422, 'Your team has 2 members: replace a member rather than remove one. Contact us to remove someone.']);
  });

  it('more members than the session\'s team seats (422), or no seat left for another (409)', async () => {
    const home = await session(t, { teamSeats: 1 });
    const reg = await registrant(t, home, { team: 1 });
    const [member] = await teamOf(reg.id);
    const tooMany = await unchanged(reg, home, () => put(reg.token, [member, person('Ivy')]));
    expect([tooMany.statusCode, tooMany.json().error]).toEqual([422, 'This session takes at most 1 team members per registration.']);
    const full = await session(t, { capacity: 1 });
    const alone = await registrant(t, full);
    const soldOut = await unchanged(alone, full, () => put(alone.token, [person('Kai')]));
    expect([soldOut.statusCode, soldOut.json().error]).toEqual([409, 'The session has no free seat left for another team member.']);
  });

  it('past the cut-off, or once the registration has ended', async () => {
    const late = await session(t, { startsInHours: 30 });
    const reg = await registrant(t, late);
    const tooLate = await unchanged(reg, late, () => put(reg.token, [person('Max')]));
    expect([tooLate.statusCode, tooLate.json().error]).toEqual([409, 'It is too late for this: the session has started or its cut-off has passed.']);
    const home = await session(t);
    const ended = await registrant(t, home);
    await q('update registrations set cancelled_at = now() where id = $1', [ended.id]);
    const res = await unchanged(ended, home, () => put(ended.token, [person('Ned')]));
    expect([res.statusCode, res.json().error]).toEqual([409, 'This registration is cancelled or refunded: it can no longer be changed.']);
  });

  it('the registration form\'s rules: an address twice, the doctor\'s own, a member without a name, an unknown role', async () => {
    const home = await session(t);
    const reg = await registrant(t, home);
    const twice = person('Dup');
    for (const team of [[twice, { ...twice, firstName: 'Other' }], [{ ...person('Me'), email: reg.email.toUpperCase() }]]) {
      const res = await unchanged(reg, home, () => put(reg.token, team));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(['Each person needs their own email address']);
    }
    for (const bad of [{ ...person('A'), firstName: '' }, { ...person('B'), type: 'dentist' }, { ...person('C'), email: 'nope' }]) {
      expect((await unchanged(reg, home, () => put(reg.token, [bad]))).statusCode).toBe(400);
    }
  });

  it('a request without the XSRF header: 403', async () => {
    const home = await session(t);
    const reg = await registrant(t, home);
    const res = await unchanged(reg, home, () => t.call({ method: 'PUT', url: `/api/my-registration/${reg.token}/team`, payload: { teamMembers: [person('Xi')] }, headers: { 'x-xsrf-token': '' }, remoteAddress: from() }));
    expect(res.statusCode).toBe(403);
  });

  it('a link that no longer works: 410', async () => {
    const home = await session(t);
    const reg = await registrant(t, home);
    await q('update registration_links set expires_at = now() - interval \'1 second\' where registration_id = $1', [reg.id]);
    expect((await unchanged(reg, home, () => put(reg.token, [person('Zed')]))).statusCode).toBe(410);
    expect((await put('AAAAAAAAAAAAAAAAAAAAAA', [person('Zoe')])).statusCode).toBe(410);
  });
});
