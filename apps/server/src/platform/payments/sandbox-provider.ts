import { randomBytes } from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { SANDBOX_TEST_CARDS, type SandboxCard } from '@portal/domain/checkout/sandbox-card';
import { sandboxCharges, sandboxExecutions, sandboxIntents, sandboxRefunds, sandboxTokens } from '../../db/schema/payment-sandbox';
import { SANDBOX_SIGNATURE_HEADER, signSandboxEvent, verifySandboxEvent } from './sandbox-webhook';
import {
  IdempotencyMismatchError,
  type BrowserPaymentConfig,
  type PaymentEvent,
  type PaymentOrder,
  type PaymentProvider,
  type PaymentResult,
  type PreparedPayment,
  type RefundRequest,
  type RefundResult,
} from './provider';

/**
 * The built-in sandbox: a stand-in for a real payment provider, for development, tests and
 * demos. It keeps what a provider would keep, in its own tables (db/schema/payment-sandbox.ts),
 * on its own connections: like a real provider's, its books do not roll back with the caller's
 * transaction, and every server instance sees the same tokens, intents and charges. A repeated
 * idempotency key is answered from the books under a transaction-scoped advisory lock on the key,
 * so two instances retrying one payment at once still charge once.
 */
type Outcome = 'success' | 'declined' | 'insufficient_funds' | 'authenticate';

export interface SandboxCharge {
  id: string;
  paymentIntentId: string;
  amountCents: number;
  currency: PaymentOrder['currency'];
  idempotencyKey: string;
}

/** Tokens live as long as a checkout page stays open; intents and executions are pruned after a day. */
const TOKEN_TTL_MS = 30 * 60 * 1000;
const RECORD_TTL_MS = 24 * 60 * 60 * 1000;

const OUTCOMES: Record<string, Outcome> = {
  [SANDBOX_TEST_CARDS.success]: 'success',
  [SANDBOX_TEST_CARDS.declined]: 'declined',
  [SANDBOX_TEST_CARDS.insufficientFunds]: 'insufficient_funds',
  [SANDBOX_TEST_CARDS.authentication]: 'authenticate',
};

const STATUS_OF = { succeeded: 'succeeded', declined: 'failed', requires_action: 'requires_action' } as const;

const id = (prefix: string) => `${prefix}_${randomBytes(16).toString('base64url')}`;

/** Serializes the callers of one idempotency key, across connections and instances, until commit. */
const lockKey = (tx: NodePgDatabase, scope: string, key: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${scope}), hashtext(${key}))`);

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  /**
   * `lockKeys: false` exists only for the two-instance test's control run, which must see two
   * executions of one key collide without the lock.
   */
  constructor(
    private readonly db: NodePgDatabase,
    private readonly webhookSecret: string,
    private readonly now: () => number = Date.now,
    private readonly opts: { lockKeys: boolean } = { lockKeys: true },
  ) {}

  browserConfig(): BrowserPaymentConfig {
    return { provider: 'sandbox' };
  }

  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent {
    const signature = headers[SANDBOX_SIGNATURE_HEADER];
    return verifySandboxEvent(rawBody, typeof signature === 'string' ? signature : undefined, this.webhookSecret, this.now());
  }

  async cancel(providerReference: string): Promise<PaymentResult> {
    await this.db.update(sandboxIntents).set({ status: 'failed' }).where(and(eq(sandboxIntents.id, providerReference), eq(sandboxIntents.status, 'requires_action')));
    return this.retrieve(providerReference);
  }

  /** The intent's state now, in `execute`'s shapes (after the browser's authentication step). */
  async retrieve(providerReference: string): Promise<PaymentResult> {
    const [intent] = await this.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, providerReference));
    if (!intent) throw new Error('unknown payment intent');
    return this.stateOf(this.db, intent);
  }

  /**
   * The bank's side of 3-D Secure, which the checkout page plays in its authentication dialog:
   * approving charges the card, refusing fails the intent. Either way the provider then tells the
   * portal with a signed webhook event (returned here for the caller to deliver), as Stripe does.
   * Acting on an intent that is no longer waiting changes nothing and sends no event.
   */
  async authenticate(clientSecret: string, approve: boolean): Promise<{ event: string; signature: string } | null> {
    return this.db.transaction(async (tx) => {
      const [intent] = await tx.select().from(sandboxIntents).where(eq(sandboxIntents.clientSecret, clientSecret)).for('update');
      if (!intent || intent.status !== 'requires_action') return null;
      const [card] = await tx.select().from(sandboxTokens).where(eq(sandboxTokens.token, intent.token ?? ''));
      let chargeId: string | null = null;
      if (approve && card) {
        chargeId = id('ch_sandbox');
        await tx.insert(sandboxCharges).values({ id: chargeId, intentId: intent.id, reference: intent.reference, amountCents: intent.amountCents, currency: intent.currency, idempotencyKey: intent.id, createdAt: new Date(this.now()) });
      }
      await tx.update(sandboxIntents).set({ status: chargeId ? 'succeeded' : 'failed', chargeId }).where(eq(sandboxIntents.id, intent.id));
      const event = JSON.stringify({ id: id('evt_sandbox'), type: chargeId ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', data: { paymentIntent: intent.id } });
      return { event, signature: signSandboxEvent(event, this.webhookSecret, this.now()) };
    });
  }

  /** The provider's side of the card form: the card goes in, a token comes out. */
  async tokenize(card: SandboxCard): Promise<{ token: string; brand: string; last4: string }> {
    await this.prune();
    const token = id('tok_sandbox');
    await this.db.insert(sandboxTokens).values({
      token,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      outcome: OUTCOMES[card.cardNumber] ?? 'success',
      createdAt: new Date(this.now()),
    });
    return { token, brand: card.brand, last4: card.last4 };
  }

  async prepare(order: PaymentOrder): Promise<PreparedPayment> {
    if (!Number.isSafeInteger(order.amountCents) || order.amountCents <= 0) throw new RangeError('amount must be positive whole cents');
    const paymentIntentId = id('pi_sandbox');
    await this.db.insert(sandboxIntents).values({ id: paymentIntentId, amountCents: order.amountCents, currency: order.currency, reference: order.reference, createdAt: new Date(this.now()) });
    return { paymentIntentId, amountCents: order.amountCents, currency: order.currency };
  }

  async execute(paymentIntentId: string, token: string, idempotencyKey: string): Promise<PaymentResult> {
    return this.db.transaction(async (tx) => {
      const [intent] = await tx.select().from(sandboxIntents).where(eq(sandboxIntents.id, paymentIntentId));
      if (!intent) throw new Error('unknown payment intent');
      if (this.opts.lockKeys) await lockKey(tx, 'sandbox_execute', idempotencyKey);
      const [earlier] = await tx.select().from(sandboxExecutions).where(eq(sandboxExecutions.idempotencyKey, idempotencyKey));
      if (earlier) {
        if (earlier.token !== token || earlier.intentAmountCents !== intent.amountCents || earlier.currency !== intent.currency) throw new IdempotencyMismatchError();
        return earlier.result;
      }
      const result = await this.charge(tx, intent, token, idempotencyKey);
      await tx.update(sandboxIntents).set({ token, status: STATUS_OF[result.status], chargeId: result.status === 'succeeded' ? result.providerReference : null, clientSecret: result.status === 'requires_action' ? result.clientSecret : null }).where(eq(sandboxIntents.id, intent.id));
      await tx.insert(sandboxExecutions).values({ idempotencyKey, intentAmountCents: intent.amountCents, currency: intent.currency, token, result, createdAt: new Date(this.now()) });
      return result;
    });
  }

  /**
   * Refunds a sandbox charge: any successful sandbox charge reference is accepted (the portal's
   * refunds table keeps the amounts within the charge, as it must with any provider).
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    return this.db.transaction(async (tx) => {
      await lockKey(tx, 'sandbox_refund', request.idempotencyKey);
      const [earlier] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey));
      if (earlier) {
        if (earlier.request.providerReference !== request.providerReference || earlier.request.amountCents !== request.amountCents) throw new IdempotencyMismatchError();
        return earlier.result;
      }
      const refundable = /^ch_sandbox_(?!declined)/.test(request.providerReference) && Number.isSafeInteger(request.amountCents) && request.amountCents > 0;
      const result: RefundResult = refundable ? { status: 'succeeded', providerReference: id('re_sandbox') } : { status: 'failed', reason: 'charge_not_refundable' };
      await tx.insert(sandboxRefunds).values({ idempotencyKey: request.idempotencyKey, request, result, createdAt: new Date(this.now()) });
      return result;
    });
  }

  /** Refunds made, in order (tests check what reached the provider). */
  async refundsMade(): Promise<RefundRequest[]> {
    const rows = await this.db.select().from(sandboxRefunds).orderBy(asc(sandboxRefunds.createdAt));
    return rows.filter((r) => r.result.status === 'succeeded').map((r) => r.request);
  }

  /** Charges made (tests count them: a doubled request must not charge twice). */
  async chargesFor(reference?: string): Promise<SandboxCharge[]> {
    const rows = await this.db
      .select()
      .from(sandboxCharges)
      .where(reference === undefined ? undefined : eq(sandboxCharges.reference, reference))
      .orderBy(asc(sandboxCharges.createdAt));
    return rows.map((c) => ({ id: c.id, paymentIntentId: c.intentId, amountCents: c.amountCents, currency: c.currency, idempotencyKey: c.idempotencyKey }));
  }

  private async charge(tx: NodePgDatabase, intent: typeof sandboxIntents.$inferSelect, token: string, idempotencyKey: string): Promise<PaymentResult> {
    const [card] = await tx.select().from(sandboxTokens).where(eq(sandboxTokens.token, token));
    if (!card || this.now() - card.createdAt.getTime() > TOKEN_TTL_MS) {
      return { status: 'declined', reason: 'token_invalid', providerReference: null, brand: null, last4: null };
    }
    if (card.outcome === 'authenticate') return { status: 'requires_action', providerReference: intent.id, clientSecret: `${intent.id}_secret_${randomBytes(12).toString('base64url')}` };
    if (card.outcome !== 'success') {
      return { status: 'declined', reason: card.outcome, providerReference: id('ch_sandbox_declined'), brand: card.brand, last4: card.last4 };
    }
    const charge = { id: id('ch_sandbox'), intentId: intent.id, reference: intent.reference, amountCents: intent.amountCents, currency: intent.currency, idempotencyKey, createdAt: new Date(this.now()) };
    await tx.insert(sandboxCharges).values(charge);
    return { status: 'succeeded', providerReference: charge.id, amountCents: charge.amountCents, currency: charge.currency, brand: card.brand, last4: card.last4 };
  }

  /** An intent's state after authentication (or its charge's, for one that never needed it). */
  private async stateOf(db: NodePgDatabase, intent: typeof sandboxIntents.$inferSelect): Promise<PaymentResult> {
    const [card] = await db.select().from(sandboxTokens).where(eq(sandboxTokens.token, intent.token ?? ''));
    const brand = card?.brand ?? 'card';
    const last4 = card?.last4 ?? '0000';
    switch (intent.status) {
      case 'succeeded':
        return { status: 'succeeded', providerReference: intent.chargeId!, amountCents: intent.amountCents, currency: intent.currency, brand, last4 };
      case 'requires_action':
        return { status: 'requires_action', providerReference: intent.id, clientSecret: intent.clientSecret! };
      default:
        return { status: 'declined', reason: 'authentication_failed', providerReference: intent.id, brand: card?.brand ?? null, last4: card?.last4 ?? null };
    }
  }

  /** Drops tokens, intents and executions older than a day (on tokenize: once per checkout visit). */
  private async prune() {
    const before = new Date(this.now() - RECORD_TTL_MS);
    await this.db.delete(sandboxTokens).where(lt(sandboxTokens.createdAt, before));
    await this.db.delete(sandboxIntents).where(lt(sandboxIntents.createdAt, before));
    await this.db.delete(sandboxExecutions).where(lt(sandboxExecutions.createdAt, before));
  }
}
