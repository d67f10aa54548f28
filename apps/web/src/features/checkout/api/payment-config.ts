import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';

/** GET /api/payment/config: which provider's card fields to show (and Stripe's publishable key). */
export type PaymentConfig = { provider: 'sandbox' } | { provider: 'stripe'; publishableKey: string };

export const paymentConfigQuery = queryOptions({ queryKey: ['payment-config'], queryFn: () => get<PaymentConfig>('/api/payment/config'), staleTime: Infinity });

export const usePaymentConfig = () => useQuery(paymentConfigQuery);
