import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { MOVE_HOLD_MINUTES } from '@portal/domain/checkout/move-price';
import { AppError } from '@portal/domain/errors/app-error';
import type { MoveHoldView } from '@portal/domain/my-registration/actions';
import { retryTransaction } from '../../db/retry-transaction';
import { orders } from '../../db/schema/checkout';
import { registrationMoves, type RegistrationMoveRow } from '../../db/schema/moves';
import { offerings } from '../../db/schema/offerings';
import { teamMembers } from '../../db/schema/registration';
import { newPublicId } from '../../platform/security/ids';
import { claimSeats } from '../offerings/store';
import { registrantActor } from '../my-registration/actor';
import { registrationOfToken } from '../my-registration/links';
import { registrantCheck, sessionsHeldBy } from '../my-registration/move';
import { CHANGE_MSG, lockOwnRegistration } from '../my-registration/own-registration';
import { dearerMovesOf } from '../my-registration/policy';
import { refuseTarget } from '../registration/admin-actions';
import { lockPersonOnSession } from '../registration/register-store';
import { writeAudit } from '../staff/audit';
import { offerFreedSeats } from '../waiting-list/service';
import { quoteMove } from './money';

/** Test only: the race test's control run claims the held seats without the session's lock. */
export interface HoldHooks {
  lockSeats?: boolean;
  afterSeatRead?: () => Promise<void>;
  now?: Date;
}

/**
 * POST /api/my-registration/{token}/move-hold (issue 50): a dearer session's seats are held for
 * the registration while it pays the difference. In one transaction, with the registration locked:
 * the page's rules on the locked sessions (as a plain move), the session's policy on dearer moves,
 * the difference from the domain's rule, then the seats claimed in the target (counted in its seats
 * taken, so no one else gets them) and the hold written for MOVE_HOLD_MINUTES. An earlier hold of
 * the registration is given back first: one hold at a time. Nothing moves until it is paid
 * (pay-difference.ts); an unpaid hold lapses (expireMoveHolds) and frees its seats.
 */
export async function holdDearerMove(db: NodePgDatabase, token: string, sessionId: string, publicUrl: string, hooks: HoldHooks = {}): Promise<MoveHoldView> {
  const id = await registrationOfToken(db, token);
  return retryTransaction(() =>
    db.transaction(async (tx) => {
      const now = hooks.now ?? new Date();
      const row = await lockOwnRegistration(tx, id);
      await lockPersonOnSession(tx, sessionId, row.email);
      if ((await sessionsHeldBy(tx, row.email, [sessionId])).size) throw new AppError(409, CHANGE_MSG.notAnOption);
      const [earlier] = await tx.select().from(registrationMoves).where(and(eq(registrationMoves.registrationId, id), eq(registrationMoves.state, 'held'))).for('update');
      if (earlier) await lapse(tx, earlier, publicUrl, now);
      if (row.offeringId === sessionId) throw new AppError(409, CHANGE_MSG.notAnOption);
      // `lockSeats: false` (the control run) reads the sessions without their row locks too, as the staff move's control does.
      const query = tx.select().from(offerings).where(inArray(offerings.id, [row.offeringId, sessionId])).orderBy(asc(offerings.id));
      const both = (hooks.lockSeats ?? true) ? await query.for('update') : await query;
      const current = both.find((o) => o.id === row.offeringId)!;
      const target = both.find((o) => o.id === sessionId);
      registrantCheck(now)(current, target);
      try {
        refuseTarget(row, target!);
      } catch {
        throw new AppError(409, CHANGE_MSG.notAnOption);
      }
      if (dearerMovesOf(current) === 'refuse') throw new AppError(409, CHANGE_MSG.dearerRefused);
      const quote = await quoteMove(tx, row, target!, now);
      // Only a dearer move is held: a cheaper or equal one moves at once (POST .../move); an unpaid registration pays at checkout.
      if (!quote?.price || quote.difference?.kind !== 'due') throw new AppError(409, CHANGE_MSG.notAnOption);
      const [{ team }] = await tx.select({ team: count() }).from(teamMembers).where(eq(teamMembers.registrationId, id));
      const seats = 1 + team;
      if (!(await claimSeats(tx, sessionId, seats, { lock: hooks.lockSeats ?? true, afterRead: hooks.afterSeatRead }))) throw new AppError(409, CHANGE_MSG.sessionFull);
      const expiresAt = new Date(now.getTime() + MOVE_HOLD_MINUTES * 60_000);
      const holdId = newPublicId();
      await tx.insert(registrationMoves).values({
        id: holdId, registrationId: id, fromOfferingId: row.offeringId, toOfferingId: sessionId, seats, currency: quote.currency, priceCents: quote.price.orderTotalCents,
        taxes: quote.price.taxes, heldCents: quote.heldCents, state: 'held', createdBy: registrantActor(row).label, holdExpiresAt: expiresAt,
      });
      await writeAudit(tx, registrantActor(row), { entity: 'registration', entityId: id, action: 'move_hold', after: { moveId: holdId, toOfferingId: sessionId, seats, dueCents: quote.difference.cents, currency: quote.currency, expiresAt: expiresAt.toISOString() } });
      return { holdId, sessionId, dueCents: quote.difference.cents, currency: quote.currency, expiresAt: expiresAt.toISOString() };
    }),
  );
}

/** A hold given back: its seats return to the session (and its waiting list). */
async function lapse(tx: NodePgDatabase, hold: RegistrationMoveRow, publicUrl: string, now: Date) {
  await tx.update(registrationMoves).set({ state: 'lapsed', settledAt: now }).where(eq(registrationMoves.id, hold.id));
  await tx.update(offerings).set({ seatsTaken: sql`greatest(${offerings.seatsTaken} - ${hold.seats}, 0)` }).where(eq(offerings.id, hold.toOfferingId));
  await offerFreedSeats(tx, hold.toOfferingId, publicUrl, now);
}

/**
 * Holds whose time is up and that no payment is waiting on (3-D Secure keeps a hold until the bank
 * answers) lapse and free their seats. Run every minute by every instance with the waiting list's
 * expiry: each hold is claimed with SKIP LOCKED, so two instances never free one twice.
 */
export async function expireMoveHolds(db: NodePgDatabase, publicUrl: string, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(registrationMoves)
      .where(
        and(
          eq(registrationMoves.state, 'held'),
          lt(registrationMoves.holdExpiresAt, now),
          sql`not exists (select 1 from ${orders} where ${orders.moveId} = ${registrationMoves.id} and ${orders.status} = 'pending')`,
        ),
      )
      .orderBy(asc(registrationMoves.holdExpiresAt))
      .limit(50)
      .for('update', { skipLocked: true });
    for (const hold of due) await lapse(tx, hold, publicUrl, now);
    return due.length;
  });
}
