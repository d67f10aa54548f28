import { STATUSES, type Status } from './status';

/**
 * A registration ends when staff cancel it or refund its payment in full. Its funnel status (the
 * spec's provider-record status) stays what it was, so the spec's status names and routes are
 * untouched; these states are the back office's and the server's reading of the two end dates.
 * An ended registration takes no attendance, gets no certificate and no reminder, and its funnel
 * link answers 410. A partial refund does not end it.
 */
export const ENDED_STATES = ['cancelled', 'refunded'] as const;
export type EndedState = (typeof ENDED_STATES)[number];

/** What the back office filters on and shows: the funnel status, or how the registration ended. */
export const REGISTRATION_STATES = [...STATUSES, ...ENDED_STATES] as const;
export type RegistrationState = Status | EndedState;

interface Ends {
  status: Status;
  cancelledAt?: Date | string | null;
  refundedAt?: Date | string | null;
}

/** Cancelled wins over refunded: a cancelled registration refunded afterwards still reads 'Cancelled'. */
export function endedState(r: Omit<Ends, 'status'>): EndedState | null {
  if (r.cancelledAt) return 'cancelled';
  if (r.refundedAt) return 'refunded';
  return null;
}

export const registrationState = (r: Ends): RegistrationState => endedState(r) ?? r.status;

export const hasEnded = (r: Omit<Ends, 'status'>): boolean => endedState(r) !== null;

/** The paid order is refunded in full once its refunds reach what was paid. */
export const isRefundedInFull = (paidCents: number, refundedCents: number): boolean => paidCents > 0 && refundedCents >= paidCents;

export type PaymentState = 'paid' | 'declined' | 'pending' | 'refunded';

/** A payment as staff read it: a paid order refunded in full reads 'refunded'; a partial refund leaves it 'paid'. */
export function paymentState(order: { status: 'paid' | 'declined' | 'pending'; orderTotalCents: number }, refundedCents: number): PaymentState {
  return order.status === 'paid' && isRefundedInFull(order.orderTotalCents, refundedCents) ? 'refunded' : order.status;
}
