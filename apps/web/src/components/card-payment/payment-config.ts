import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../lib/api-client';

/** GET /api/payment/config: which provider's card fields to show (and Stripe's publishable key). */
export type PaymentConfig = { provider: 'sandbox' } | { provider: 'stripe'; publishableKey: string };

export const getPaymentConfig = () => get<PaymentConfig>('/api/payment/config');

// The provider is the server's configuration: it does not change while the page is open.
export const paymentConfigQueryOptions = () => queryOptions({ queryKey: ['payment-config'], queryFn: getPaymentConfig, staleTime: Infinity });

export const usePaymentConfig = () => useQuery(paymentConfigQueryOptions());
