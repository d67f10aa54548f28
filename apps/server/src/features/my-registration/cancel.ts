import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import { stepOf } from '@portal/domain/registration/status';
import type { Locale } from '@portal/domain/locale/locales';
import { cancelTermsOf } from '@portal/domain/my-registration/registrant-actions';
import type { MyRegistrationView } from '@portal/domain/my-registration/views';
import { retryTransaction } from '../../db/retry-transaction';
import { offerings } from '../../db/schema/offerings';
import { newPublicId } from '../../platform/security/ids';
import { cancelRegistration } from '../registration/admin-cancel';
import { refundRegistration, type RefundDeps } from '../registration/admin-refund';
import { registrantActor, REGISTRANT_CANCEL_REASON } from './actor';
import { registrationOfToken } from './links';
import { lockOwnRegistration } from './own-registration';
import { paidOrderOf } from './paid';
import { policyOf } from './policy';
import { getMyRegistration } from './view';

const MSG = {
  tooLate: 'my-registration:errors.tooLate',
  termsChanged: 'my-registration:errors.termsChanged',
  nothingToCancel: 'my-registration:errors.nothingToCancel',
} as const;

export type CancelDeps = RefundDeps & { publicUrl: string };

/**
 * Test-only switches: the race test's control run reads without the row locks and refunds with a
 * fresh idempotency key each time, and pauses after its checks so both requests pass them. The
 * HTTP route never passes them.
 */
export interface CancelTestHooks {
  lock?: boolean;
  derivedKey?: boolean;
  afterCheck?: () => Promise<void>;
}

/** One refund per registration's own cancellation, whichever tab, instance or retry sends it. */
export const cancelRefundKey = (registrationId: string) => `registrant-cancel-${registrationId}`;

/**
 * POST /api/my-registration/{token}/cancel (issue 42): the registrant cancels their registration
 * and gets back what the page said, in one transaction. The paid order's row and then the
 * registration's are locked (the order a staff refund takes them in, so the two queue instead of
 * deadlocking; a second tab waits here, then finds the registration ended). The session's policy
 * decides what comes back now; when it differs from what the page showed (a cut-off passed since),
 * nothing happens and the page is told. The refund goes through the payment provider exactly as
 * staff refunds do (credit note, its mail, `payment.refunded`), with a key derived from the
 * registration, so a retried transaction or a second instance refunds once; then the registration
 * is cancelled as staff cancel it (seats back, tickets voided, the waiting list's offer, its mail,
 * `registration.cancelled`). Both are audited as done by the registrant.
 */
export async function cancelMyRegistration(
  db: NodePgDatabase,
  deps: CancelDeps,
  token: string,
  expectedRefundCents: number,
  locale: Locale,
  hooks: CancelTestHooks = {},
): Promise<MyRegistrationView> {
  const id = await registrationOfToken(db, token);
  const lock = hooks.lock ?? true;
  await retryTransaction(() =>
    db.transaction(async (tx) => {
      const before = await paidOrderOf(tx, id, { lock });
      const row = await lockOwnRegistration(tx, id, { lock });
      // Not paid when first read: a payment may have held the registration's row meanwhile (it
      // locks it first), so the order is read again now that this transaction holds it.
      const paid = before ?? (await paidOrderOf(tx, id, { lock }));
      // Complete with no paid order here (imported, paid elsewhere): staff cancel it, not the page.
      if (!paid && stepOf(row.status) === 'complete') throw new AppError(409, MSG.nothingToCancel);
      const [offering] = await tx.select().from(offerings).where(eq(offerings.id, row.offeringId));
      const terms = cancelTermsOf({ policy: policyOf(offering), session: offering, paid }, new Date());
      if (!terms.allowed) throw new AppError(409, MSG.tooLate);
      if (terms.refundCents !== expectedRefundCents) throw new AppError(409, MSG.termsChanged, { refundCents: terms.refundCents });
      await hooks.afterCheck?.();
      const actor = registrantActor(row);
      if (paid && terms.refundCents > 0) {
        const idempotencyKey = (hooks.derivedKey ?? true) ? cancelRefundKey(id) : newPublicId();
        await refundRegistration(tx, deps, actor, id, { amountCents: terms.refundCents, reason: REGISTRANT_CANCEL_REASON, idempotencyKey }, { lock });
      }
      await cancelRegistration(tx, actor, id, REGISTRANT_CANCEL_REASON, deps.publicUrl);
    }),
  );
  return getMyRegistration(db, token, locale);
}
