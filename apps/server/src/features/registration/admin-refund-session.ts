import { and, eq, inArray } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import { orders, refunds } from '../../db/schema/checkout';
import { offerings } from '../../db/schema/offerings';
import { registrations } from '../../db/schema/registration';
import type { Actor } from '../staff/audit';
import { refundRegistration, type RefundDeps } from './admin-refund';

/**
 * After a session is cancelled: refunds what is left of every paid registration of it, one refund
 * per registration through `refundRegistration`. The idempotency key is derived from the session
 * and the registration, so running it again (a timeout, a second click) refunds nobody twice.
 */
/** What staff read of a refund that failed: the catalog's text for a refusal, the generic one (logged) for anything else. */
export type FailureText = (err: unknown) => string;

export async function refundCancelledSession(db: NodePgDatabase, deps: RefundDeps, actor: Actor, offeringId: string, failureText: FailureText) {
  const [session] = await db.select({ status: offerings.status }).from(offerings).where(eq(offerings.id, offeringId));
  if (!session) throw new AppError(404, 'errors:notFound');
  if (session.status !== 'cancelled') throw new AppError(409, 'admin:registrations.refund.sessionNotCancelled');
  const paid = await db
    .selectDistinct({ id: registrations.id })
    .from(registrations)
    .innerJoin(orders, and(eq(orders.registrationId, registrations.id), eq(orders.status, 'paid')))
    .where(eq(registrations.offeringId, offeringId));
  const keyOf = (registrationId: string) => `cancel-${offeringId}-${registrationId}`;
  const done = new Set((await db.select({ key: refunds.idempotencyKey }).from(refunds).where(inArray(refunds.idempotencyKey, paid.map((p) => keyOf(p.id))))).map((r) => r.key));
  const results = { refunded: 0, alreadyRefunded: 0, failed: [] as { registrationId: string; error: string }[] };
  for (const { id } of paid) {
    if (done.has(keyOf(id))) {
      results.alreadyRefunded += 1;
      continue;
    }
    try {
      await refundRegistration(db, deps, actor, id, { reason: 'session cancelled', idempotencyKey: keyOf(id) });
      results.refunded += 1;
    } catch (err) {
      if (err instanceof AppError && err.key === 'admin:registrations.refund.nothingLeft') results.alreadyRefunded += 1;
      else results.failed.push({ registrationId: id, error: failureText(err) });
    }
  }
  return results;
}
