import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketDigest } from '@portal/domain/check-in/roster';
import type { QueuedScan } from '@portal/domain/check-in/sync';
import { findOffering } from '../src/features/offerings/store';
import { seedOfferings } from '../src/features/offerings/seed';
import { syncScans } from '../src/features/check-in/sync';
import { liveSession, paidRegistration, sessionStarted, ticketsOf } from './helpers/check-in-fixtures';
import { createTwoInstances, type TestApp } from './helpers/test-app';
import { barrier } from './helpers/barrier';

/**
 * Two phones that scanned the same ticket while apart come back online at the same moment, each
 * on its own server instance (its own pool) on one database: the earlier scan wins whichever
 * commits first, the other is a repeat naming it, one attendance. Both are held after reading the
 * ticket until both have read it, so the claims overlap; the control run drops the row lock and the
 * condition and must see the later phone overwrite the check-in (both "checked in", two audits).
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

async function freshTicket() {
  await a.db.pool.query(`update offerings set starts_at = now() + interval '3 days' where id = $1`, [session]);
  const [ticket] = await ticketsOf(a, (await paidRegistration(a, session)).id);
  await sessionStarted(a, session);
  return ticket;
}

/**
 * Phone 0 scanned 10 minutes ago, phone 1 five minutes ago; each sends from its own instance. Both
 * read the ticket before either claims it; `first` makes the other phone wait, after that read,
 * until the first one's sync has committed (so each order of commits is run, not left to chance).
 */
async function syncTogether(token: string, guard: boolean, first: 0 | 1) {
  const offering = (await findOffering(a.db.orm, session))!;
  const digest = await ticketDigest(token);
  const scans: QueuedScan[] = [10, 5].map((m) => ({ key: crypto.randomUUID(), digest, scannedAt: new Date(Date.now() - m * 60_000).toISOString(), admitted: true }));
  const bothRead = barrier(2);
  let firstDone!: () => void;
  const committed = new Promise<void>((r) => (firstDone = r));
  const sync = (i: 0 | 1) =>
    syncScans([a, b][i].db.orm, { actor: { id: null, label: `phone-${i}` }, name: `Phone ${i}` }, offering, [scans[i]], {
      guard,
      afterRead: async () => {
        await bothRead();
        if (i !== first) await committed;
      },
    }).finally(() => {
      if (i === first) firstDone();
    });
  const answers = await Promise.all([sync(0), sync(1)]);
  return { scans, answers: answers.map((x) => x.scans[0]) };
}

const recorded = async (ticketId: string) =>
  (await a.db.pool.query(
    `select (select count(*)::int from attendance x join tickets k on k.registration_id = x.registration_id where k.id = $1) attendance,
            (select count(*)::int from audit_log where entity = 'ticket' and entity_id = $1 and action = 'check_in') audits,
            (select checked_in_by from tickets where id = $1) by,
            (select array_agg(outcome order by scanned_at) from check_in_scans where ticket_id = $1) outcomes`,
    [ticketId],
  )).rows[0] as { attendance: number; audits: number; by: string; outcomes: string[] };

describe('two phones syncing the same ticket on two instances at once', () => {
  for (const first of [0, 1] as const) {
    it(`the earlier scan wins, the later is a repeat naming it, one attendance (phone ${first} commits first)`, async () => {
      const ticket = await freshTicket();
      const { scans, answers } = await syncTogether(ticket.token, true, first);
      const state = await recorded(ticket.id);
      expect(state).toMatchObject({ attendance: 1, by: 'Phone 0', outcomes: ['checked_in', 'already'] });
      expect(answers[0]).toMatchObject({ outcome: 'checked_in', checkedInBy: 'Phone 0', checkedInAt: scans[0].scannedAt });
      // The later phone is a repeat when the earlier one committed first; committing first itself,
      // it checked the person in until the earlier scan replaced it (two audit entries).
      expect(answers[1].outcome).toBe(first === 0 ? 'already' : 'checked_in');
      expect(state.audits).toBe(first === 0 ? 1 : 2);
    });
  }

  it('control run: without the lock and the condition, the later phone overwrites the earlier check-in', async () => {
    const ticket = await freshTicket();
    const { answers } = await syncTogether(ticket.token, false, 0);
    expect(answers.map((x) => x.outcome)).toEqual(['checked_in', 'checked_in']);
    expect((await recorded(ticket.id)).by).toBe('Phone 1');
  });
});
