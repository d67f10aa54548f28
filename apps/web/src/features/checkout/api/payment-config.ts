import { get } from '../../../lib/api-client';
import { useReadOf } from '../../../lib/use-read';

/** GET /api/payment/config: which provider's card fields to show (and Stripe's publishable key). */
export type PaymentConfig = { provider: 'sandbox' } | { provider: 'stripe'; publishableKey: string };

export const usePaymentConfig = () => useReadOf({ key: 'payment-config', read: () => get<PaymentConfig>('/api/payment/config'), staleTime: Infinity });
