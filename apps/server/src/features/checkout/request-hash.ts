import { createHash } from 'node:crypto';
import type { PaymentRequest } from '@portal/domain/checkout/schema';

/**
 * The fingerprint of a payment request, stored with its idempotency key: a retry of the same
 * request (same body) gets the first answer, while the same key with another body is refused,
 * as payment APIs do. Keys are sorted so that field order does not matter.
 */
export function paymentRequestHash(req: PaymentRequest): string {
  return createHash('sha256').update(canonical(req)).digest('hex');
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
