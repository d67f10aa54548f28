/**
 * The payment provider behind the checkout (house guide: prepare, then execute, idempotent).
 * Card data never reaches our API: the provider's own fields turn the card into a token in the
 * browser (Stripe: a ConfirmationToken from the Payment Element), and the checkout hands that
 * token to `execute`, which charges the server-computed amount. When the bank asks the cardholder
 * to authenticate (3-D Secure / SCA), `execute` answers `requires_action` with a client secret:
 * the browser completes the action with the provider's script, and the outcome reaches us twice,
 * by `retrieve` when the browser asks again and by a signed webhook (the source of truth), each
 * applied once. The built-in provider is the sandbox (sandbox-provider.ts); Stripe
 * (stripe-provider.ts) implements the same interface.
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

export type DeclineReason = 'declined' | 'insufficient_funds' | 'token_invalid' | 'authentication_failed';

export type PaymentResult =
  | { status: 'succeeded'; providerReference: string; amountCents: number; currency: Currency; brand: string; last4: string }
  | { status: 'declined'; reason: DeclineReason; providerReference: string | null; brand: string | null; last4: string | null }
  /** The cardholder must authenticate in the browser; `providerReference` names the payment to ask about again. */
  | { status: 'requires_action'; providerReference: string; clientSecret: string };

/** What a verified webhook says happened to a payment or a refund, by the provider's reference. */
export type PaymentEvent =
  | { id: string; kind: 'payment_succeeded' | 'payment_failed'; providerReference: string }
  | { id: string; kind: 'refund_succeeded' | 'refund_failed'; providerReference: string; refundReference: string }
  /** An event the portal does not act on (acknowledged, not stored). */
  | { id: string; kind: 'ignored' };

/** The webhook's signature did not verify (wrong secret, altered body or too old). */
export class WebhookSignatureError extends Error {
  constructor(message = 'webhook signature did not verify') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** What the checkout page needs to show the provider's card fields (public values only). */
export type BrowserPaymentConfig = { provider: 'sandbox' } | { provider: 'stripe'; publishableKey: string };

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
  /** The payment's state now (after the browser's authentication step): the same shapes as `execute`. */
  retrieve(providerReference: string): Promise<PaymentResult>;
  /** Cancels a payment still waiting on authentication, so it can never complete; answers its state after. */
  cancel(providerReference: string): Promise<PaymentResult>;
  /** Gives back all or part of a charge. The caller ensures the refunds never exceed the charge. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Verifies a webhook's signature (from the request's headers) over the raw body and reads the event (WebhookSignatureError otherwise). */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent;
  browserConfig(): BrowserPaymentConfig;
}
