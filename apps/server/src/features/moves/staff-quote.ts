import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { refundOfMove } from '@portal/domain/checkout/money-standing';
import { AppError } from '@portal/domain/errors/app-error';
import type { StaffMoveQuote } from '@portal/domain/registration/admin-schemas';
import { offerings } from '../../db/schema/offerings';
import { registrations } from '../../db/schema/registration';
import { refuseEnded, refuseTarget } from '../registration/admin-actions';
import { quoteMove } from './money';
import { refuseUnsettled } from './move-service';

/**
 * GET /api/admin/registrations/{id}/move-quote (issue 50): what the staff move dialog shows before
 * staff confirm: the move service's own quote (money.ts, the terms the registration paid with) and
 * its own refusals (ended, same session, another course, closed, not priced in the currency paid).
 * A cheaper move's amount is what goes back to the card (refundOfMove: a part that stood for a
 * waived difference is not paid out). Read-only: the move itself quotes again in its transaction.
 */
export async function quoteStaffMove(db: NodePgDatabase, id: string, offeringId: string): Promise<StaffMoveQuote> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(registrations).where(eq(registrations.id, id));
    if (!row || row.anonymisedAt) throw new AppError(404, 'errors:notFound');
    refuseEnded(row);
    if (row.offeringId === offeringId) throw new AppError(409, 'admin:registrations.errors.sameSession');
    const [target] = await tx.select().from(offerings).where(eq(offerings.id, offeringId));
    if (!target) throw new AppError(404, 'errors:notFound');
    refuseTarget(row, target);
    const quote = await quoteMove(tx, row, target);
    if (!quote) return { settles: false, currency: null, priceCents: null, heldCents: null, difference: 'none', cents: 0 };
    // Staff may waive or leave due a dearer difference: only a target not priced in the currency paid is refused here.
    refuseUnsettled(quote, { kind: 'due', reason: 'quote' });
    const diff = quote.difference!;
    const cents = diff.kind === 'refund' ? refundOfMove(diff.cents, quote.cashCents).refundCents : diff.cents;
    return { settles: true, currency: quote.currency, priceCents: quote.price!.orderTotalCents, heldCents: quote.heldCents, difference: diff.kind, cents };
  });
}
