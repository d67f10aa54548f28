import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@portal/domain/errors/app-error';
import { moveMyRegistration } from '../src/features/my-registration/move';
import { changeMyTeam } from '../src/features/my-registration/team';
import { refundRegistration } from '../src/features/registration/admin-refund';
import { newKey } from './helpers/checkout-fixtures';
import { until, waitingOnLocks } from './helpers/locks';
import { registrant, seatsTaken, session, ticketRows } from './helpers/my-registration-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTwoInstances, type TestApp } from './helpers/test-app';
import { barrier } from './helpers/barrier';

/**
 * The registrant's own changes against other changes at the same moment, on two server instances
 * (each its own pool) on one database (issue 42, item 4):
 * (a) a move from the page and a staff full refund: whichever commits first, the registration ends
 *     consistent (its seats counted once, in the session it is in, none once refunded; its tickets
 *     void). The move holds the registration's row lock until it commits, and the refund waits for
 *     it; the control run reads the registration without that lock and must leave it inconsistent.
 * (b) two registrants adding a team member for the session's last seat: one wins. The control run
 *     claims without the conditional update and must oversell.
 * Each contender is held at the point where the race is decided until the other has arrived (or
 * waits on a lock), so the races really overlap.
 */
let pair: Awaited<ReturnType<typeof createTwoInstances>>;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  pair = await createTwoInstances();
  ({ a, b } = pair);
});
afterAll(() => pair?.close());

const deps = (t: TestApp) => ({ hosts: t.config.site, publicUrl: t.config.publicUrl, payments: t.app.payments, company: t.config.company });
const staffActor = { id: null, label: 'race-staff' };
const outcome = (p: Promise<unknown>) => p.then(() => 'done', (e) => (e instanceof AppError ? e.key : String(e)));
const q = async (sql: string, params: unknown[] = []) => (await a.db.pool.query(sql, params)).rows;


/** The registration's state: where it is, whether it ended, the seats of both sessions, its valid tickets. */
async function stateOf(id: string, home: string, target: string) {
  const [row] = await q('select offering_id, refunded_at from registrations where id = $1', [id]);
  return {
    in: row.offering_id === home ? 'home' : 'target',
    refunded: row.refunded_at !== null,
    seats: { home: await seatsTaken(a, home), target: await seatsTaken(a, target) },
    validTickets: (await ticketRows(a, id)).filter((k) => !k.voided_at).length,
  };
}

describe('(a) a move from the page and a staff full refund at the same moment', () => {
  /** Two others hold seats in each session, so a seat released twice or kept for nobody shows in the counts. */
  async function setUp() {
    const home = await session(a, { taken: 2 });
    const target = await session(a, { taken: 2, startsInHours: 400 });
    const reg = await registrant(a, home, { team: 1 });
    return { home, target, reg, before: { home: await seatsTaken(a, home), target: await seatsTaken(a, target) } };
  }

  async function race(lockRow: boolean) {
    const { home, target, reg, before } = await setUp();
    let refund: Promise<string> | undefined;
    let refundDone = false;
    // Once the move has read (and, in the product, locked) the registration, the refund starts on the
    // other instance; the move goes on when the refund waits on a lock or has committed.
    const afterRowRead = async () => {
      refund ??= outcome(refundRegistration(b.db.orm, { payments: b.app.payments, company: b.config.company, publicUrl: b.config.publicUrl }, staffActor, reg.id, { reason: 'race', idempotencyKey: newKey() })).finally(() => {
        refundDone = true;
      });
      await until(async () => refundDone || (await waitingOnLocks(a)) > 0);
    };
    const moved = await outcome(moveMyRegistration(a.db.orm, deps(a), reg.token, target, 'en', { lockRow, afterRowRead }));
    return { moved, refunded: await refund, before, after: await stateOf(reg.id, home, target) };
  }

  it('leaves the registration moved and then refunded: seats back from the session it was in, tickets void', async () => {
    const { moved, refunded, before, after } = await race(true);
    expect([moved, refunded]).toEqual(['done', 'done']);
    expect(after).toEqual({ in: 'target', refunded: true, seats: { home: before.home - 2, target: before.target }, validTickets: 0 });
  });

  it('control run: without the registration\'s row lock the move undoes the refund\'s count (seats released twice, two kept for a refunded registration)', async () => {
    const { moved, refunded, before, after } = await race(false);
    expect([moved, refunded]).toEqual(['done', 'done']);
    expect(after.refunded).toBe(true);
    expect(after.seats).toEqual({ home: before.home - 4, target: before.target + 2 });
  });

  it('through the API on both instances at once: consistent whichever wins', async () => {
    const ops = await newStaff(a, 'administrator');
    const cookies = await signIn(b, ops);
    for (let i = 0; i < 3; i++) {
      const { home, target, reg, before } = await setUp();
      const [move, refund] = await Promise.all([
        a.call({ method: 'POST', url: `/api/my-registration/${reg.token}/move`, payload: { sessionId: target }, remoteAddress: `10.45.0.${i + 1}` }),
        b.call({ method: 'POST', url: `/api/admin/registrations/${reg.id}/refund`, payload: { reason: 'race', idempotencyKey: newKey() }, cookies }),
      ]);
      expect(refund.statusCode, refund.body).toBe(200);
      const after = await stateOf(reg.id, home, target);
      expect(after.refunded).toBe(true);
      expect(after.validTickets).toBe(0);
      if (move.statusCode === 200) expect(after).toMatchObject({ in: 'target', seats: { home: before.home - 2, target: before.target } });
      else {
        // The refund committed first: the move found the registration ended and changed nothing.
        expect([move.statusCode, move.json().error]).toEqual([409, 'This registration is cancelled or refunded: it can no longer be changed.']);
        expect(after).toMatchObject({ in: 'home', seats: { home: before.home - 2, target: before.target } });
      }
    }
  });
});

describe('(b) two team additions for the last team seat', () => {
  async function race(lockSeats: boolean) {
    const full = await session(a, { capacity: 3, teamSeats: 2 });
    const [one, two] = [await registrant(a, full), await registrant(a, full)];
    const wait = barrier(2);
    const member = (name: string) => [{ type: 'hygienist' as const, email: `${name}.${Date.now()}@example.com`, firstName: name, lastName: 'Racer' }];
    const results = await Promise.all([
      outcome(changeMyTeam(a.db.orm, deps(a), one.token, member('left'), 'en', { lockSeats, afterSeatRead: wait })),
      outcome(changeMyTeam(b.db.orm, deps(b), two.token, member('right'), 'en', { lockSeats, afterSeatRead: wait })),
    ]);
    const [{ people }] = await q(
      'select count(*)::int + (select count(*)::int from team_members m join registrations r on r.id = m.registration_id where r.offering_id = $1) people from registrations where offering_id = $1',
      [full],
    );
    return { results: results.sort(), seats: await seatsTaken(a, full), people };
  }

  it('one wins, the other is told no seat is left; the session holds as many people as seats', async () => {
    expect(await race(true)).toEqual({ results: ['done', 'my-registration:errors.teamSoldOut'], seats: 3, people: 3 });
  });

  it('control run: without the conditional update both win and the session holds more people than seats', async () => {
    expect(await race(false)).toEqual({ results: ['done', 'done'], seats: 3, people: 4 });
  });
});
