import Stripe from 'stripe';
import {
  IdempotencyMismatchError,
  WebhookSignatureError,
  type BrowserPaymentConfig,
  type Currency,
  type DeclineReason,
  type PaymentEvent,
  type PaymentOrder,
  type PaymentProvider,
  type PaymentResult,
  type PreparedPayment,
  type RefundRequest,
  type RefundResult,
} from './provider';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local server that answers as Stripe's API does. */
  apiUrl?: string;
}

/**
 * Stripe behind the PaymentProvider interface, with the official SDK ("finalize payments on the
 * server"): the browser's Payment Element makes a ConfirmationToken; `prepare` creates the
 * PaymentIntent for the server-computed amount and `execute` confirms it with that token and the
 * checkout's idempotency key. 3-D Secure answers `requires_action` with the client secret for
 * `stripe.handleNextAction`; `payment_intent.*` webhooks, verified with the SDK, settle it. The
 * provider reference of a payment is its PaymentIntent id (refunds name it too).
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api ? { host: api.hostname, port: api.port, protocol: api.protocol.replace(':', '') as 'http' | 'https' } : {}),
    });
  }

  browserConfig(): BrowserPaymentConfig {
    return { provider: 'stripe', publishableKey: this.settings.publishableKey };
  }

  async prepare(order: PaymentOrder): Promise<PreparedPayment> {
    const intent = await this.stripe.paymentIntents.create({
      amount: order.amountCents,
      currency: order.currency.toLowerCase(),
      description: order.description,
      metadata: { reference: order.reference },
      automatic_payment_methods: { enabled: true },
    });
    return { paymentIntentId: intent.id, amountCents: intent.amount, currency: intent.currency.toUpperCase() as Currency };
  }

  async execute(paymentIntentId: string, token: string, idempotencyKey: string): Promise<PaymentResult> {
    try {
      const intent = await this.stripe.paymentIntents.confirm(paymentIntentId, { confirmation_token: token, expand: ['latest_charge'] }, { idempotencyKey });
      return resultOf(intent);
    } catch (err) {
      return declinedOrThrow(err);
    }
  }

  async retrieve(providerReference: string): Promise<PaymentResult> {
    return resultOf(await this.stripe.paymentIntents.retrieve(providerReference, { expand: ['latest_charge'] }));
  }

  async cancel(providerReference: string): Promise<PaymentResult> {
    try {
      await this.stripe.paymentIntents.cancel(providerReference);
    } catch (err) {
      // Already succeeded or canceled: what it is now is the answer.
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
    }
    return this.retrieve(providerReference);
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create({ payment_intent: request.providerReference, amount: request.amountCents }, { idempotencyKey: request.idempotencyKey });
      if (refund.status === 'failed' || refund.status === 'canceled') return { status: 'failed', reason: refund.failure_reason ?? refund.status };
      return { status: 'succeeded', providerReference: refund.id };
    } catch (err) {
      if (err instanceof Stripe.errors.StripeIdempotencyError) throw new IdempotencyMismatchError();
      if (err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripeCardError) return { status: 'failed', reason: err.code ?? 'refund_failed' };
      throw err;
    }
  }

  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, headers['stripe-signature'] ?? '', this.settings.webhookSecret);
    } catch (err) {
      throw new WebhookSignatureError((err as Error).message);
    }
    switch (event.type) {
      case 'payment_intent.succeeded':
        return { id: event.id, kind: 'payment_succeeded', providerReference: event.data.object.id };
      case 'payment_intent.payment_failed':
      case 'payment_intent.canceled':
        return { id: event.id, kind: 'payment_failed', providerReference: event.data.object.id };
      case 'refund.updated':
      case 'refund.failed': {
        const refund = event.data.object;
        const kind = refund.status === 'succeeded' ? 'refund_succeeded' : refund.status === 'failed' ? 'refund_failed' : null;
        const intent = typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
        return kind && intent ? { id: event.id, kind, providerReference: intent, refundReference: refund.id } : { id: event.id, kind: 'ignored' };
      }
      default:
        return { id: event.id, kind: 'ignored' };
    }
  }
}

/** Stripe's decline codes in the portal's words (anything else is a plain decline). */
function reasonOf(code: string | undefined | null): DeclineReason {
  if (code === 'insufficient_funds') return 'insufficient_funds';
  if (code === 'payment_intent_authentication_failure' || code === 'authentication_required') return 'authentication_failed';
  if (code === 'expired_card' || code === 'confirmation_token_expired' || code === 'resource_missing') return 'token_invalid';
  return 'declined';
}

function cardOf(intent: Stripe.PaymentIntent): { brand: string | null; last4: string | null } {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card ?? (typeof intent.last_payment_error?.payment_method === 'object' ? intent.last_payment_error?.payment_method?.card : null);
  return { brand: card?.brand ?? null, last4: card?.last4 ?? null };
}

function resultOf(intent: Stripe.PaymentIntent): PaymentResult {
  const { brand, last4 } = cardOf(intent);
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', providerReference: intent.id, amountCents: intent.amount, currency: intent.currency.toUpperCase() as Currency, brand: brand ?? 'card', last4: last4 ?? '0000' };
    case 'requires_action':
    case 'processing':
    case 'requires_confirmation':
      return { status: 'requires_action', providerReference: intent.id, clientSecret: intent.client_secret ?? '' };
    default: {
      const error = intent.last_payment_error;
      const reason = intent.status === 'canceled' ? 'authentication_failed' : reasonOf(error?.decline_code ?? error?.code);
      return { status: 'declined', reason, providerReference: intent.id, brand, last4 };
    }
  }
}

/** A card decline comes back from Stripe as an error carrying the PaymentIntent: it is an answer, not a failure. */
function declinedOrThrow(err: unknown): PaymentResult {
  if (err instanceof Stripe.errors.StripeIdempotencyError) throw new IdempotencyMismatchError();
  if (err instanceof Stripe.errors.StripeCardError || (err instanceof Stripe.errors.StripeInvalidRequestError && err.payment_intent)) {
    const intent = err.payment_intent;
    const card = intent ? cardOf(intent) : { brand: null, last4: null };
    return { status: 'declined', reason: reasonOf(err.decline_code ?? err.code), providerReference: intent?.id ?? null, ...card };
  }
  throw err;
}
