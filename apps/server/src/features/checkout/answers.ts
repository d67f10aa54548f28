import { z } from 'zod';
import { CODE_STATES, TAX_COUNTRIES } from '@portal/domain/checkout/admin-schemas';
import { TAX_CODES } from '@portal/domain/checkout/tax';
import { isoInstant, listAnswer, whole } from '@portal/domain/staff/answers';

/** What the back office's coupon and tax-rate routes answer (admin-routes.ts), as admin-coupons.ts and admin-tax-rates.ts build it. */
const CouponRow = z.object({
  id: z.string(),
  code: z.string(),
  percentOff: whole().nullable(),
  amountOffCents: whole().nullable(),
  currency: z.enum(['USD', 'CAD']).nullable(),
  validFrom: isoInstant().nullable(),
  validUntil: isoInstant().nullable(),
  maxUses: whole().nullable(),
  singleUse: z.boolean(),
  active: z.boolean(),
  timesUsed: whole(),
  usesLeft: whole().nullable(),
  state: z.enum(CODE_STATES),
  createdAt: isoInstant(),
});

export const CouponAnswer = CouponRow.describe('The coupon, `id` being its code');
export const CouponListAnswer = listAnswer(CouponRow, 'One page of coupons, newest first, and how many match');

const TaxRateRow = z.object({
  id: z.string(),
  country: z.enum(TAX_COUNTRIES),
  region: z.string(),
  code: z.enum(TAX_CODES),
  rate: whole().nullable(),
  percent: z.string().nullable(),
});

export const TaxRateAnswer = TaxRateRow.describe("The region's tax as it now stands (`rate` null: no tax)");
export const TaxRateListAnswer = listAnswer(TaxRateRow, 'One page of US states, DC and Puerto Rico with their rates, and how many match');
