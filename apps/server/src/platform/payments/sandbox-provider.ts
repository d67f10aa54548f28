import { randomBytes } from 'node:crypto';
import { SANDBOX_TEST_CARDS, type SandboxCard } from '@portal/domain/checkout/sandbox-card';
import {
  IdempotencyMismatchError,
  type Currency,
  type PaymentOrder,
  type PaymentProvider,
  type PaymentResult,
  type PreparedPayment,
  type RefundRequest,
  type RefundResult,
} from './provider';

/**
 * The built-in sandbox: a stand-in for a real payment provider, for development, tests and
 * demos. It keeps what a provider would keep, in memory: tokens (brand, last 4 digits, expiry
 * and the test outcome — never the number or the CVV), intents and charges. Memory is enough for
 * one process; a real deployment uses a real provider behind the same interface.
 */
type Outcome = 'success' | 'declined' | 'insufficient_funds';

interface StoredToken {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: Outcome;
  createdAt: number;
}

interface Intent extends PreparedPayment {
  reference: string;
  createdAt: number;
}

interface Execution {
  intentAmount: number;
  currency: Currency;
  token: string;
  result: PaymentResult;
  createdAt: number;
}

export interface SandboxCharge {
  id: string;
  paymentIntentId: string;
  amountCents: number;
  currency: Currency;
  idempotencyKey: string;
}

/** Tokens live as long as a checkout page stays open; everything else is pruned after a day. */
const TOKEN_TTL_MS = 30 * 60 * 1000;
const RECORD_TTL_MS = 24 * 60 * 60 * 1000;

const OUTCOMES: Record<string, Outcome> = {
  [SANDBOX_TEST_CARDS.success]: 'success',
  [SANDBOX_TEST_CARDS.declined]: 'declined',
  [SANDBOX_TEST_CARDS.insufficientFunds]: 'insufficient_funds',
};

const id = (prefix: string) => `${prefix}_${randomBytes(16).toString('base64url')}`;

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private tokens = new Map<string, StoredToken>();
  private intents = new Map<string, Intent>();
  private executions = new Map<string, Execution>();
  private charges: SandboxCharge[] = [];
  private refundResults = new Map<string, { request: RefundRequest; result: RefundResult }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The provider's side of the card form: the card goes in, a token comes out. */
  tokenize(card: SandboxCard): { token: string; brand: string; last4: string } {
    this.prune();
    const token = id('tok_sandbox');
    this.tokens.set(token, {
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      outcome: OUTCOMES[card.cardNumber] ?? 'success',
      createdAt: this.now(),
    });
    return { token, brand: card.brand, last4: card.last4 };
  }

  async prepare(order: PaymentOrder): Promise<PreparedPayment> {
    this.prune();
    if (!Number.isSafeInteger(order.amountCents) || order.amountCents <= 0) throw new RangeError('amount must be positive whole cents');
    const intent: Intent = { paymentIntentId: id('pi_sandbox'), amountCents: order.amountCents, currency: order.currency, reference: order.reference, createdAt: this.now() };
    this.intents.set(intent.paymentIntentId, intent);
    return { paymentIntentId: intent.paymentIntentId, amountCents: intent.amountCents, currency: intent.currency };
  }

  async execute(paymentIntentId: string, token: string, idempotencyKey: string): Promise<PaymentResult> {
    const intent = this.intents.get(paymentIntentId);
    if (!intent) throw new Error('unknown payment intent');
    const earlier = this.executions.get(idempotencyKey);
    if (earlier) {
      if (earlier.token !== token || earlier.intentAmount !== intent.amountCents || earlier.currency !== intent.currency) throw new IdempotencyMismatchError();
      return earlier.result;
    }
    const result = this.charge(intent, token, idempotencyKey);
    this.executions.set(idempotencyKey, { intentAmount: intent.amountCents, currency: intent.currency, token, result, createdAt: this.now() });
    return result;
  }

  /**
   * Refunds a sandbox charge. Charges made before a restart are not in memory, so any successful
   * sandbox charge reference is accepted; the portal's refunds table keeps the amounts within the charge.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const earlier = this.refundResults.get(request.idempotencyKey);
    if (earlier) {
      if (earlier.request.providerReference !== request.providerReference || earlier.request.amountCents !== request.amountCents) throw new IdempotencyMismatchError();
      return earlier.result;
    }
    const refundable = /^ch_sandbox_(?!declined)/.test(request.providerReference) && Number.isSafeInteger(request.amountCents) && request.amountCents > 0;
    const result: RefundResult = refundable ? { status: 'succeeded', providerReference: id('re_sandbox') } : { status: 'failed', reason: 'charge_not_refundable' };
    this.refundResults.set(request.idempotencyKey, { request, result });
    return result;
  }

  /** Refunds made, in order (tests check what reached the provider). */
  refundsMade(): RefundRequest[] {
    return [...this.refundResults.values()].filter((r) => r.result.status === 'succeeded').map((r) => r.request);
  }

  /** Charges made (tests count them: a doubled request must not charge twice). */
  chargesFor(reference?: string): SandboxCharge[] {
    return this.charges.filter((c) => reference === undefined || this.intents.get(c.paymentIntentId)?.reference === reference);
  }

  private charge(intent: Intent, token: string, idempotencyKey: string): PaymentResult {
    const card = this.tokens.get(token);
    if (!card || this.now() - card.createdAt > TOKEN_TTL_MS) {
      return { status: 'declined', reason: 'token_invalid', providerReference: null, brand: null, last4: null };
    }
    if (card.outcome !== 'success') {
      return { status: 'declined', reason: card.outcome, providerReference: id('ch_sandbox_declined'), brand: card.brand, last4: card.last4 };
    }
    const charge: SandboxCharge = { id: id('ch_sandbox'), paymentIntentId: intent.paymentIntentId, amountCents: intent.amountCents, currency: intent.currency, idempotencyKey };
    this.charges.push(charge);
    return { status: 'succeeded', providerReference: charge.id, amountCents: charge.amountCents, currency: charge.currency, brand: card.brand, last4: card.last4 };
  }

  private prune() {
    const now = this.now();
    for (const [key, t] of this.tokens) if (now - t.createdAt > RECORD_TTL_MS) this.tokens.delete(key);
    for (const [key, i] of this.intents) if (now - i.createdAt > RECORD_TTL_MS) this.intents.delete(key);
    for (const [key, e] of this.executions) if (now - e.createdAt > RECORD_TTL_MS) this.executions.delete(key);
    this.charges = this.charges.filter((c) => this.intents.has(c.paymentIntentId));
  }
}
