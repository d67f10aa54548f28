import { useMutation } from '@tanstack/react-query';
import type { CouponApplied } from '@portal/domain/checkout/views';
import { post } from '../../../lib/api-client';

export interface CouponBody {
  registrationId: string;
  code: string;
  scannerTrial?: boolean;
  billingCountry?: string;
  billingState?: string;
}

/** POST /api/coupon/: applied (with the new summary) or 400 'Invalid coupon code'. */
export const applyCoupon = (body: CouponBody) => post<CouponApplied>('/api/coupon/', body);

export const useApplyCoupon = () => useMutation({ mutationFn: applyCoupon });
