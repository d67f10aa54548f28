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

/** Phone 0 scanned 10 minutes ago, phone 1 five minutes ago; each sends from its own instance. */
async function syncTogether(token: string, guard: boolean) {
  const offering = (await findOffering(a.db.orm, session))!;
  const digest = await ticketDigest(token);
  const scans: QueuedScan[] = [10, 5].map((m) => ({ key: crypto.randomUUID(), digest, scannedAt: new Date(Date.now() - m * 60_000).toISOString(), admitted: true }));
  const wait = barrier(2);
  const answers = await Promise.all(
    [a, b].map((app, i) => syncScans(app.db.orm, { actor: { id: null, label: `phone-${i}` }, name: `Phone ${i}` }, offering, [scans[i]], { guard, afterRead: wait })),
  );
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
  it('the earlier scan wins, the later is a repeat naming it, one attendance (repeated 5 times)', async () => {
    for (let run = 0; run < 5; run++) {
      const ticket = await freshTicket();
      const { scans, answers } = await syncTogether(ticket.token, true);
      const state = await recorded(ticket.id);
      expect(state).toMatchObject({ attendance: 1, by: 'Phone 0', outcomes: ['checked_in', 'already'] });
      // Whoever committed first, the later phone's answer or the ticket ends naming phone 0 at its time.
      expect(answers[0]).toMatchObject({ outcome: 'checked_in', checkedInBy: 'Phone 0', checkedInAt: scans[0].scannedAt });
      expect(['checked_in', 'already']).toContain(answers[1].outcome);
      expect(state.audits).toBe(answers[1].outcome === 'checked_in' ? 2 : 1);
    }
  });

  it('control run: without the lock and the condition, the later phone can overwrite the earlier check-in', async () => {
    let overwritten = false;
    for (let run = 0; run < 5 && !overwritten; run++) {
      const ticket = await freshTicket();
      const { answers } = await syncTogether(ticket.token, false);
      expect(answers.map((x) => x.outcome)).toEqual(['checked_in', 'checked_in']);
      overwritten = (await recorded(ticket.id)).by === 'Phone 1';
    }
    expect(overwritten).toBe(true);
  });
});
