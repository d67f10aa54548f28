/**
 * The payment provider behind the checkout (house guide: prepare, then execute, idempotent).
 * Card data never reaches our API: the provider's own fields turn the card into a token in the
 * browser, and the checkout hands that token to `execute`. The built-in provider is the sandbox
 * (sandbox-provider.ts); a real one (Stripe) implements the same interface.
 */
export type Currency = 'USD' | 'CAD';

export interface PaymentOrder {
  amountCents: number;
  currency: Currency;
  /** Our reference for the provider's dashboard (the registration id). */
  reference: string;
  description: string;
}

export interface PreparedPayment {
  paymentIntentId: string;
  amountCents: number;
  currency: Currency;
}

export type DeclineReason = 'declined' | 'insufficient_funds' | 'token_invalid';

export type PaymentResult =
  | { status: 'succeeded'; providerReference: string; amountCents: number; currency: Currency; brand: string; last4: string }
  | { status: 'declined'; reason: DeclineReason; providerReference: string | null; brand: string | null; last4: string | null };

/** The same idempotency key was used for a different payment: refused, as real providers do. */
export class IdempotencyMismatchError extends Error {
  constructor() {
    super('idempotency key reused with different parameters');
    this.name = 'IdempotencyMismatchError';
  }
}

export interface RefundRequest {
  /** The provider's reference of the charge (orders.provider_reference). */
  providerReference: string;
  amountCents: number;
  currency: Currency;
  /** A repeated call with the same key refunds once and answers the first result. */
  idempotencyKey: string;
}

export type RefundResult = { status: 'succeeded'; providerReference: string } | { status: 'failed'; reason: string };

export interface PaymentProvider {
  readonly name: string;
  prepare(order: PaymentOrder): Promise<PreparedPayment>;
  /**
   * Charges the prepared intent with the token. Calling it again with the same idempotency key
   * returns the first result and never charges twice.
   */
  execute(paymentIntentId: string, token: string, idempotencyKey: string): Promise<PaymentResult>;
  /** Gives back all or part of a charge. The caller ensures the refunds never exceed the charge. */
  refund(request: RefundRequest): Promise<RefundResult>;
}
