import type { SandboxCardInput } from '@portal/domain/checkout/sandbox-card';
import { post } from '../../lib/api-client';

/**
 * The sandbox payment provider's card endpoint (POST /api/payments/sandbox/tokenize). It stands
 * for a real provider's own script: the card fields go there, and only the token it returns is
 * sent to our checkout API. Swapping providers replaces this file and the card fields.
 */
export interface CardToken {
  token: string;
  brand: string;
  last4: string;
}

/** Each call makes a new token, charged by nothing until a payment names it: sent again by itself when the server is busy. */
export const tokenizeCard = (card: SandboxCardInput) => post<CardToken>('/api/payments/sandbox/tokenize', card, { resendWhenBusy: true });
