import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { markAttendance } from '../src/features/certificates/attendance';
import { checkInByToken } from '../src/features/check-in/scan';
import { findOffering } from '../src/features/offerings/store';
import { auditDatabase, checkInvariants, type InvariantResult } from '../src/features/db-audit/run-audit';
import { INVARIANTS } from '../src/features/db-audit/invariants';
import { registrant, session } from './helpers/my-registration-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * `npm run db:audit` (issue 50): a database the product wrote through its own doors (paid, checked
 * in, cancelled with a refund, moved, unpaid) is clean: the control. Then each breach is planted
 * with SQL, in a transaction rolled back afterwards, and the audit names it with its rows.
 * db-audit-cli.test.ts runs the command itself.
 */
let t: TestApp;
let started: string; // a live session that started an hour ago
let later: string; // one ten days ahead
let sameFee: string; // another of the same course, same fee
let attendee: { id: string; email: string };
let cancelled: { id: string };
let moved: { id: string };
let booked: { id: string };

const q = async (text: string, params: unknown[] = []) => (await t.db.pool.query(text, params)).rows;
const scanner = { actor: { id: null, label: 'test:door' }, name: 'Door Staff' };

beforeAll(async () => {
  t = await createTestApp();
  started = await session(t, { startsInHours: 240 });
  later = await session(t);
  sameFee = await session(t, { startsInHours: 300 });
  attendee = await registrant(t, started, { team: 1 });
  const leaving = await registrant(t, later);
  const moving = await registrant(t, later);
  booked = await registrant(t, later);
  await registrant(t, later, { paid: false });
  // The session's day: paid before, checked in and certified at the door now.
  await q(`update offerings set starts_at = now() - interval '1 hour', ends_at = now() + interval '6 hours' where id = $1`, [started]);
  const [ticket] = await q('select token from tickets where registration_id = $1 and team_member_id is null', [attendee.id]);
  const answer = await checkInByToken(t.db.orm, scanner, (await findOffering(t.db.orm, started))!, ticket.token);
  expect(answer.outcome).toBe('checked_in');
  const [total] = await q(`select order_total_cents from orders where registration_id = $1 and status = 'paid'`, [leaving.id]);
  const res = await t.call({ method: 'POST', url: `/api/my-registration/${leaving.token}/cancel`, payload: { expectedRefundCents: total.order_total_cents }, remoteAddress: '10.60.0.1' });
  expect(res.statusCode).toBe(200);
  const move = await t.call({ method: 'POST', url: `/api/my-registration/${moving.token}/move`, payload: { sessionId: sameFee }, remoteAddress: '10.60.0.2' });
  expect(move.statusCode).toBe(200);
  cancelled = leaving;
  moved = moving;
});
afterAll(() => t?.close());

class Rollback extends Error {}

/** Plants a breach in a transaction, audits inside it, and rolls everything back. */
async function planted(plant: (tx: NodePgDatabase) => Promise<void>): Promise<Record<string, InvariantResult['breaches']>> {
  let found: InvariantResult[] = [];
  await t.db.orm
    .transaction(async (tx) => {
      await plant(tx);
      found = await checkInvariants(tx);
      throw new Rollback();
    })
    .catch((err) => {
      if (!(err instanceof Rollback)) throw err;
    });
  return Object.fromEntries(found.map((r) => [r.name, r.breaches]));
}
const run = async (tx: NodePgDatabase, text: string) => (await tx.execute<Record<string, string>>(sql.raw(text))).rows;
const broken = (found: Record<string, unknown[]>) => Object.entries(found).filter(([, rows]) => rows.length).map(([name]) => name);

describe('npm run db:audit', () => {
  it('reports a database written through the product\'s doors clean (the control)', async () => {
    const report = await auditDatabase(t.db.orm);
    expect(report.invariants.map((r) => [r.name, r.breaches])).toEqual(INVARIANTS.map((i) => [i.name, []]));
    expect(report.clean).toBe(true);
    // The control holds something to check: a check-in, a certificate, a refund's credit note, a move.
    expect(await q(`select count(*)::int n from certificates`)).toEqual([{ n: 1 }]);
    expect(await q(`select kind, count(*)::int n from receipts group by kind order by kind`)).toEqual([{ kind: 'payment', n: 4 }, { kind: 'refund', n: 1 }]);
  });

  it('reads in a read-only transaction: an invariant that tried to write would fail', async () => {
    const writer = { name: 'writer', statement: '', action: '', check: async (tx: NodePgDatabase) => (await run(tx, `update offerings set seats_capacity = seats_capacity`), []) };
    // 25006: read_only_sql_transaction
    await expect(auditDatabase(t.db.orm, [writer])).rejects.toMatchObject({ cause: expect.objectContaining({ code: '25006' }) });
  });

  it('finds a session over capacity: seats held by registrations and team, and its counter', async () => {
    const held = await planted(async (tx) => {
      await run(tx, `update offerings set seats_capacity = 2 where id = '${started}'`);
      await run(tx, `insert into registrations (id, offering_id, status, course_type, variant, locale, email, first_name, last_name, country, information)
        select 'plantedSeatHolder00001', offering_id, status, course_type, variant, locale, 'extra@example.com', first_name, last_name, country, information from registrations where id = '${attendee.id}'`);
    });
    expect(broken(held)).toEqual(['seats-within-capacity']);
    expect(held['seats-within-capacity']).toEqual([expect.objectContaining({ session_id: started, capacity: 2, seats_taken: 2, seats_held_by_registrations: 3, registrations: 2 })]);

    const counter = await planted(async (tx) => {
      await run(tx, `alter table offerings drop constraint offerings_seats_check`);
      await run(tx, `update offerings set seats_taken = seats_capacity + 1 where id = '${later}'`);
    });
    expect(counter['seats-within-capacity']).toEqual([expect.objectContaining({ session_id: later, capacity: 20, seats_taken: 21 })]);
  });

  it('finds attendance, a certificate, a check-in and a synced scan before the doors open', async () => {
    const found = await planted(async (tx) => {
      // What the phone's sync wrote for a session ten days away (issue 50, item 1) ...
      await run(tx, `insert into attendance (registration_id, offering_id, marked_at, marked_by) values ('${booked.id}', '${later}', now(), 'door@example.com')`);
      await run(tx, `insert into certificates (id, registration_id, verification_code, completion_code, ce_hours, issued_at) values ('plantedCertificate0001', '${booked.id}', 'PLANTED0001', 'X', 7, now())`);
      await run(tx, `insert into check_in_scans (key, offering_id, ticket_id, digest, scanned_at, synced_at, scanned_by, outcome)
        select 'planted-scan-key', '${later}', id, 'digest', now(), now(), 'Door Staff', 'checked_in' from tickets where registration_id = '${booked.id}'`);
      await run(tx, `update tickets set checked_in_at = now() where registration_id = '${booked.id}'`);
      // ... and a forged scan time rewriting a real check-in (item 4).
      await run(tx, `update tickets set checked_in_at = '0001-01-01T00:00:00Z' where registration_id = '${attendee.id}' and team_member_id is null`);
    });
    expect(broken(found)).toEqual(['attendance-after-doors-open']);
    const rows = found['attendance-after-doors-open'];
    expect(rows.map((r) => [r.what, r.registration_id, r.session_id]).sort()).toEqual(
      [
        ['attendance', booked.id, later],
        ['certificate', booked.id, later],
        ['offline scan synced', booked.id, later],
        ['ticket check-in', attendee.id, started],
        ['ticket check-in', booked.id, later],
      ].sort(),
    );
    expect(rows.find((r) => r.registration_id === attendee.id)).toMatchObject({ at: '0001-01-01T00:00:00.000Z', by: 'Door Staff' });
  });

  it('finds a certificate issued after the doors opened but before the session started', async () => {
    const found = await planted(async (tx) => {
      await run(tx, `update certificates set issued_at = (select starts_at from offerings where id = '${started}') - interval '30 minutes' where registration_id = '${attendee.id}'`);
    });
    expect(found['attendance-after-doors-open'].map((r) => [r.what, r.registration_id, r.session_id])).toEqual([['certificate', attendee.id, started]]);
  });

  it('finds money that did not follow the seat, and refunds beyond what was paid', async () => {
    const found = await planted(async (tx) => {
      // A move recorded at a dearer price with nothing paid, another door that moved a seat without the move service ...
      await run(tx, `update registration_moves set price_cents = price_cents + 350000 where registration_id = '${moved.id}'`);
      await run(tx, `update registrations set offering_id = '${sameFee}' where id = '${booked.id}'`);
      // ... and a refund beyond what was paid.
      await run(tx, `insert into refunds (id, order_id, registration_id, amount_cents, currency, idempotency_key, provider, provider_reference, created_by)
        select 'plantedRefund000000001', id, registration_id, 1, currency, 'planted', 'sandbox', 'planted', 'test' from orders where registration_id = '${cancelled.id}' and status = 'paid'`);
      // The ticket of the seat moved without the service is left on the old session: that invariant sees it too.
    });
    expect(broken(found)).toEqual(['money-follows-seat', 'no-live-ticket-after-end']);
    const rows = found['money-follows-seat'];
    const [paid] = await q(`select order_total_cents from orders where registration_id = $1 and status = 'paid'`, [moved.id]);
    expect(rows).toContainEqual(expect.objectContaining({ what: 'paid minus refunded differs from the price of its session', registration_id: moved.id, session_id: sameFee, paid_cents: paid.order_total_cents, expected_cents: paid.order_total_cents + 350000 }));
    expect(rows).toContainEqual(expect.objectContaining({ what: 'moved with the price difference not settled', registration_id: booked.id, session_id: sameFee, pricedOfferingId: later }));
    expect(rows).toContainEqual(expect.objectContaining({ what: 'refunded more than paid', registration_id: cancelled.id, refunded_cents: paid.order_total_cents + 1 }));
    expect(rows).toHaveLength(3);

    // A fee staff change later on a session nobody moved to reprices nobody: not a breach.
    const repriced = await planted(async (tx) => void (await run(tx, `update offerings set fee_usd_cents = 1 where id = '${later}'`)));
    expect(broken(repriced)).toEqual([]);
  });

  it('finds a missing receipt number, a number used twice and a counter out of step', async () => {
    const found = await planted(async (tx) => {
      const [first] = await run(tx, `select number from receipts where kind = 'payment' order by number limit 1`);
      await run(tx, `delete from receipts where number = '${first.number}'`);
      // A credit note numbered like the first one ('...-00000001' is number 1 again), for a small staff refund.
      await run(tx, `insert into refunds (id, order_id, registration_id, amount_cents, currency, idempotency_key, provider, provider_reference, created_by)
        select 'plantedRefund000000002', id, registration_id, 1, currency, 'planted-2', 'sandbox', 'planted', 'staff@example.com' from orders where registration_id = '${attendee.id}' and status = 'paid'`);
      await run(tx, `insert into receipts (number, kind, registration_id, locale, document, refund_id, created_at)
        select regexp_replace(number, '-0*([0-9]+)$', '-0000000\\1'), kind, registration_id, locale, jsonb_set(document, '{number}', to_jsonb(regexp_replace(number, '-0*([0-9]+)$', '-0000000\\1'))), 'plantedRefund000000002', created_at
        from receipts where kind = 'refund'`);
    });
    expect(broken(found)).toEqual(['receipt-series-gap-free']);
    const year = new Date().getUTCFullYear();
    expect(found['receipt-series-gap-free'].map((r) => [r.what, r.series, r.value])).toEqual([
      ['number used twice', `CN-${year}`, 1],
      ['number missing from the series', `R-${year}`, 1],
    ]);
  });

  it('finds a ticket counted twice and a registration attended twice', async () => {
    const found = await planted(async (tx) => {
      await run(tx, `insert into check_in_scans (key, offering_id, ticket_id, digest, scanned_at, synced_at, scanned_by, outcome)
        select k, offering_id, id, 'digest', checked_in_at, now(), 'Phone', 'checked_in' from tickets, (values ('planted-a'), ('planted-b')) as keys(k)
        where registration_id = '${attendee.id}' and team_member_id is null`);
      await run(tx, `alter table attendance drop constraint attendance_pkey`);
      await run(tx, `insert into attendance select * from attendance where registration_id = '${attendee.id}'`);
    });
    expect(broken(found)).toEqual(['one-check-in-per-ticket']);
    expect(found['one-check-in-per-ticket'].map((r) => [r.what, r.registration_id, r.count]).sort()).toEqual([
      ['registration attended more than once', attendee.id, 2],
      ['ticket counted more than once', attendee.id, 2],
    ]);
  });

  it('finds valid tickets on a cancelled registration and on a session the registration left', async () => {
    const found = await planted(async (tx) => {
      await run(tx, `update registrations set cancelled_at = now() where id = '${attendee.id}'`);
      await run(tx, `update registrations set offering_id = '${sameFee}' where id = '${booked.id}'`);
    });
    // A seat moved by hand, past the move service, breaks money too.
    expect(broken(found)).toEqual(['money-follows-seat', 'no-live-ticket-after-end']);
    expect(found['no-live-ticket-after-end'].map((r) => `${r.what}: ${r.registration_id}`).sort()).toEqual(
      [
        `valid ticket on a cancelled registration: ${attendee.id}`,
        `valid ticket on a cancelled registration: ${attendee.id}`,
        `valid ticket on a session the registration left: ${booked.id}`,
      ].sort(),
    );
  });
});
