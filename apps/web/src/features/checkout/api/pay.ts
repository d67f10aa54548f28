import type { BillingAddressInput } from '@portal/domain/checkout/schema';
import type { PaymentDone, PaymentNeedsAction } from '@portal/domain/checkout/views';
import { post } from '../../../lib/api-client';

/** Exactly what POST /api/payment/ accepts: a provider token, never card data, never a price. */
export interface PaymentBody {
  registrationId: string;
  paymentToken: string;
  idempotencyKey: string;
  billing: BillingAddressInput;
  termsAccepted: boolean;
  termsVersion: string;
  couponCode?: string;
  scannerTrial: boolean;
}

/**
 * Paid, or (202) the bank wants the cardholder to authenticate first. Sent again by itself when
 * the server is busy: the same body carries the same idempotency key, so the server answers a
 * repeat with the first attempt's outcome and the provider charges a key once.
 */
export const pay = (body: PaymentBody) => post<PaymentDone | PaymentNeedsAction>('/api/payment/', body, { resendWhenBusy: true });
