import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CartView } from '@portal/domain/checkout/views';
import { get } from '../../../lib/api-client';

/** What changes the price before paying: the coupon, the scanner trial and the billing region (tax). */
export interface CartChoices {
  coupon: string | null;
  /** null: whatever was chosen at the scanner-trial offer. */
  scannerTrial: boolean | null;
  billingCountry: string | null;
  billingState: string | null;
}

/** The choices a checkout starts from (checkout-content.tsx), and the server's render reads the cart with. */
export const FIRST_CHOICES: CartChoices = { coupon: null, scannerTrial: null, billingCountry: null, billingState: null };

function search(c: CartChoices): string {
  const q = new URLSearchParams();
  if (c.coupon) q.set('coupon', c.coupon);
  if (c.scannerTrial !== null) q.set('scannerTrial', String(c.scannerTrial));
  if (c.billingCountry) q.set('billingCountry', c.billingCountry);
  if (c.billingCountry && c.billingState) q.set('billingState', c.billingState);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** GET /api/cart/{id}: the review and the order summary, priced by the server. */
export const getCart = (id: string, c: CartChoices) => get<CartView>(`/api/cart/${encodeURIComponent(id)}${search(c)}`);

// The price changes with every choice and the server decides it: read again whenever shown. The
// previous summary stays on screen while a new price is on its way (no flicker).
export const cartQueryOptions = (id: string, c: CartChoices) =>
  queryOptions({ queryKey: ['cart', id, search(c)], queryFn: () => getCart(id, c), placeholderData: keepPreviousData, staleTime: 0 });

export const useCart = (id: string, c: CartChoices) => useQuery(cartQueryOptions(id, c));
