import type { PaymentNeedsAction } from '@portal/domain/checkout/views';
import { ApiError } from '../../lib/api-client';
import { i18next } from '../../lib/i18n';
import type { CardMethod } from './card-method';

/** One payment attempt: its idempotency key and the card token, reused only when the attempt is retried. */
export interface CardAttempt {
  key: string;
  token: string | null;
}

/** A new attempt's idempotency key (16 random bytes, URL-safe). */
export const newIdempotencyKey = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/**
 * Sends a payment request and, while the bank asks the cardholder to confirm (3-D Secure, a 202),
 * lets them answer, then sends the same request again (same idempotency key): it says how it ended.
 */
export async function payThroughBank<T extends object>(method: CardMethod, send: () => Promise<T | PaymentNeedsAction>): Promise<T> {
  let answer = await send();
  for (let round = 0; 'next' in answer && round < 3; round++) {
    await method.authenticate(answer.clientSecret);
    answer = await send();
  }
  if ('next' in answer) throw new ApiError(i18next.t('checkout:authentication.waiting'), 409);
  return answer;
}

/** A failure whose outcome is unknown (network, server error): the same attempt (key and token) is sent again on retry. */
export const outcomeUnknown = (err: unknown) => !(err instanceof ApiError) || err.status === 0 || err.status >= 500;
