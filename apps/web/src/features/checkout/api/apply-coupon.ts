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

/** POST /api/coupon/: applied (with the new summary) or 400 'Invalid coupon code'. It only prices (the use is claimed on payment): safe to send again when the server is busy. */
export const applyCoupon = (body: CouponBody) => post<CouponApplied>('/api/coupon/', body, { resendWhenBusy: true });

export const useApplyCoupon = () => useMutation({ mutationFn: applyCoupon });
