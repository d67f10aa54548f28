import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError, type PaymentEvent } from './provider';

/**
 * The sandbox's webhook signature, made like Stripe's: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "t.body">` with a shared secret, refused when older than five minutes (a replayed delivery is
 * also caught by the events table).
 */
const TOLERANCE_S = 300;
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

const mac = (secret: string, t: number, body: string) => createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

export function signSandboxEvent(body: string, secret: string, nowMs: number): string {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${mac(secret, t, body)}`;
}

export function verifySandboxEvent(body: string, header: string | undefined, secret: string, nowMs: number): PaymentEvent {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  const expected = Buffer.from(mac(secret, t, body));
  const given = Buffer.from(parts.v1 ?? '');
  if (!Number.isInteger(t) || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError();
  if (Math.abs(nowMs / 1000 - t) > TOLERANCE_S) throw new WebhookSignatureError('webhook signature is too old');
  const event = JSON.parse(body) as { id: string; type: string; data: { paymentIntent?: string; refund?: string } };
  if (event.type === 'payment_intent.succeeded') return { id: event.id, kind: 'payment_succeeded', providerReference: event.data.paymentIntent ?? '' };
  if (event.type === 'payment_intent.payment_failed') return { id: event.id, kind: 'payment_failed', providerReference: event.data.paymentIntent ?? '' };
  return { id: event.id, kind: 'ignored' };
}
