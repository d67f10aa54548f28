import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOffering } from '../src/features/offerings/store';
import type { CheckInAnswer } from '@portal/domain/check-in/answers';
import { checkInByToken } from '../src/features/check-in/scan';
import { seedOfferings } from '../src/features/offerings/seed';
import { liveSession, paidRegistration, sessionStarted, ticketsOf } from './helpers/check-in-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTwoInstances, type TestApp } from './helpers/test-app';
import { barrier } from './helpers/barrier';

/**
 * Two door scanners, on two server instances (each its own pool) on one database, scan the same
 * ticket at the same moment: one checks the person in, the other answers "already", and one
 * attendance is recorded. Both scanners are held after reading the ticket until both have read it,
 * so the claims really overlap; the control run drops the conditional update and must see both
 * scanners "check in" the same person.
 */
let pair: Awaited<ReturnType<typeof createTwoInstances>>;
let a: TestApp;
let b: TestApp;
let session: string;
beforeAll(async () => {
  pair = await createTwoInstances();
  ({ a, b } = pair);
  await seedOfferings(a.db);
  session = await liveSession(a);
});
afterAll(() => pair.close());


async function freshTickets(count: number): Promise<string[]> {
  await a.db.pool.query(`update offerings set starts_at = now() + interval '3 days' where id = $1`, [session]);
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) tokens.push((await ticketsOf(a, (await paidRegistration(a, session)).id))[0].token);
  await sessionStarted(a, session);
  return tokens;
}

async function scanTogether(token: string, guard: boolean): Promise<CheckInAnswer[]> {
  const offering = (await findOffering(a.db.orm, session))!;
  const wait = barrier(2);
  return Promise.all(
    [a, b].map((app, i) =>
      checkInByToken(app.db.orm, { actor: { id: null, label: `door-${i}` }, name: `Door ${i}` }, offering, token, { guard, afterRead: wait }),
    ),
  );
}

const recorded = async (token: string) => {
  const { rows } = await a.db.pool.query(
    `select (select count(*)::int from attendance a join tickets k on k.registration_id = a.registration_id where k.token = $1) attendance,
            (select count(*)::int from audit_log l join tickets k on l.entity_id = k.id where l.entity = 'ticket' and k.token = $1) audits`,
    [token],
  );
  return rows[0] as { attendance: number; audits: number };
};

describe('two scanners on two instances, the same ticket at once', () => {
  it('check the person in once: one "checked_in", one "already" naming the first scanner, one attendance', async () => {
    const [token] = await freshTickets(1);
    const answers = await scanTogether(token, true);
    expect(answers.map((x) => x.outcome).sort()).toEqual(['already', 'checked_in']);
    const winner = answers.find((x) => x.outcome === 'checked_in')!;
    const loser = answers.find((x) => x.outcome === 'already')!;
    expect(loser.checkedInBy).toBe(winner.checkedInBy);
    expect(loser.checkedInAt).toBe(winner.checkedInAt);
    expect(await recorded(token)).toEqual({ attendance: 1, audits: 1 });
  });

  it('control run: without the conditional update both scanners "check in" the same person', async () => {
    const [token] = await freshTickets(1);
    const answers = await scanTogether(token, false);
    // The harness sees the race: both answer checked_in and both are audited as check-ins.
    expect(answers.map((x) => x.outcome)).toEqual(['checked_in', 'checked_in']);
    expect((await recorded(token)).audits).toBe(2);
  });

  it('through the API on both instances at once, many tickets: each checked in exactly once', async () => {
    const tokens = await freshTickets(5);
    const ops = await newStaff(a, 'operations');
    const cookies = [await signIn(a, ops), await signIn(b, ops)];
    const answers = await Promise.all(
      tokens.flatMap((token) => [a, b].map((app, i) => app.call({ method: 'POST', url: `/api/admin/sessions/${session}/check-in`, payload: { token }, cookies: cookies[i] }))),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const outcomes = answers.map((r) => r.json().outcome);
    expect(outcomes.filter((o) => o === 'checked_in')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'already')).toHaveLength(5);
    for (const token of tokens) expect(await recorded(token)).toEqual({ attendance: 1, audits: 1 });
  });
});
