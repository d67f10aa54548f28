import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { ReceiptCompany } from '@portal/domain/receipts/receipt';
import type { OrderRow } from '../../db/schema/checkout';
import { registrationMoves, type RegistrationMoveRow } from '../../db/schema/moves';
import { offerings } from '../../db/schema/offerings';
import { registrations } from '../../db/schema/registration';
import { enqueueMail } from '../../platform/mail/outbox';
import { registrantActor } from '../my-registration/actor';
import { movedMail, type ChangeMailDeps } from '../my-registration/change-mail';
import { moveLockedRegistration } from '../registration/admin-actions';
import { issuePaymentReceipt } from '../receipts/service';
import { writeAudit } from '../staff/audit';

export type CompleteDeps = ChangeMailDeps & { company: ReceiptCompany };

/**
 * A dearer move's difference is paid (wherever that was learnt: the charge, the browser asking
 * again after 3-D Secure, the provider's webhook): the move happens now, in the caller's
 * transaction with the registration locked, on the seats its hold claimed (no rule or claim runs
 * again: money taken must land somewhere). The hold becomes the settled move, the new session's
 * confirmation is mailed, and the difference's receipt is numbered last (numbering holds the
 * series' row until commit). Once only: a hold no longer `held` is left as it is.
 */
export async function completePaidMove(tx: NodePgDatabase, deps: CompleteDeps, order: OrderRow): Promise<void> {
  const [hold] = await tx.select().from(registrationMoves).where(eq(registrationMoves.id, order.moveId!)).for('update');
  if (hold?.state === 'due') return completeDuePayment(tx, deps, order, hold);
  if (!hold || hold.state !== 'held') return;
  const [row] = await tx.select().from(registrations).where(eq(registrations.id, hold.registrationId));
  const actor = registrantActor(row);
  const { target } = await moveLockedRegistration(tx, actor, row, hold.toOfferingId, { seatsHeld: true, publicUrl: deps.publicUrl });
  const now = new Date();
  await tx.update(registrationMoves).set({ state: 'paid', settledAt: now }).where(eq(registrationMoves.id, hold.id));
  await writeAudit(tx, actor, {
    entity: 'registration', entityId: row.id, action: 'move_settled',
    after: { moveId: hold.id, toOfferingId: target.id, settlement: 'paid', priceCents: hold.priceCents, heldCents: hold.heldCents, differenceCents: order.orderTotalCents, orderId: order.id, currency: hold.currency },
  });
  await enqueueMail(tx, await movedMail(tx, row, target, deps));
  const [moved] = await tx.select().from(registrations).where(eq(registrations.id, row.id));
  await issuePaymentReceipt(tx, order, { registration: moved, offering: target, company: deps.company });
}

/**
 * A difference staff left due on a move (issue 50), now paid by the registrant from their page: the
 * move's part settled without money shrinks by what was paid (so what it holds stays its session's
 * price: `npm run db:audit`'s money-follows-seat), the move reads `paid` once nothing of it is left,
 * and the payment's receipt is numbered. The registration stays where it is.
 */
async function completeDuePayment(tx: NodePgDatabase, deps: CompleteDeps, order: OrderRow, move: RegistrationMoveRow): Promise<void> {
  const left = move.adjustedCents - order.orderTotalCents;
  await tx.update(registrationMoves).set({ adjustedCents: left, state: left <= 0 ? 'paid' : 'due' }).where(eq(registrationMoves.id, move.id));
  const [row] = await tx.select().from(registrations).where(eq(registrations.id, move.registrationId));
  await writeAudit(tx, registrantActor(row), {
    entity: 'registration', entityId: row.id, action: 'move_settled',
    after: { moveId: move.id, settlement: 'paid', dueCents: move.adjustedCents, paidCents: order.orderTotalCents, orderId: order.id, currency: order.currency },
  });
  const [offering] = await tx.select().from(offerings).where(eq(offerings.id, row.offeringId));
  await issuePaymentReceipt(tx, order, { registration: row, offering, company: deps.company });
}
