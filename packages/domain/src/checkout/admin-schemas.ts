import { z } from 'zod/mini';
import { MSG, emptyAsAbsent as optional, instant, intBetween as int } from '../http/validation';
import { PUERTO_RICO, US_STATES, DC } from '../regions/regions';
import { ListQuerySchema, pageNumber } from '../staff/schemas';
import { COUPON_CODE_MAX, normalizeCouponCode, usesAllowed } from './coupon';
import { TAX_CODES, type TaxCode } from './tax';

/**
 * Codes and prices in the back office (issue 10): request bodies and answers of
 * /api/admin/coupons and /api/admin/tax-rates, shared by the server and the web forms.
 * Instants travel as ISO 8601 with an offset (...Z or ...-04:00); money is integer cents.
 */

/** Catalog keys of the refusals (namespace admin-codes). */
export const CODES_MSG = {
  code: 'admin-codes:errors.code',
  codeTaken: 'admin-codes:errors.codeTaken',
  codeImmutable: 'admin-codes:errors.codeImmutable',
  percentOrAmount: 'admin-codes:errors.percentOrAmount',
  currencyRequired: 'admin-codes:errors.currencyRequired',
  currencyWithPercent: 'admin-codes:errors.currencyWithPercent',
  validUntilBeforeFrom: 'admin-codes:errors.validUntilBeforeFrom',
  singleUseMaxUses: 'admin-codes:errors.singleUseMaxUses',
  usesBelowUsed: 'admin-codes:errors.usesBelowUsed',
  region: 'admin-codes:errors.region',
  taxCode: 'admin-codes:errors.taxCode',
} as const;

/** What a code's list row says about it, in this order of precedence. */
export const CODE_STATES = ['inactive', 'scheduled', 'expired', 'usedUp', 'active'] as const;
export type CodeState = (typeof CODE_STATES)[number];

export function codeState(c: { active: boolean; validFrom: Date | null; validUntil: Date | null; usesLeft?: number | null }, at: Date): CodeState {
  if (!c.active) return 'inactive';
  if (c.validFrom && at < c.validFrom) return 'scheduled';
  if (c.validUntil && at > c.validUntil) return 'expired';
  if (c.usesLeft === 0) return 'usedUp';
  return 'active';
}

const MAX_CENTS = 10_000_000;

/** Codes are stored upper-case: letters, digits, '-' and '_' (they are typed by people and printed on flyers). */
export const codeField = (max = COUPON_CODE_MAX) =>
  z.pipe(
    z.pipe(z.string({ error: MSG.required }), z.transform(normalizeCouponCode)),
    z.string().check(z.minLength(1, { error: MSG.required }), z.maxLength(max, { error: MSG.tooLong }), z.regex(/^[A-Z0-9][A-Z0-9_-]*$/, { error: CODES_MSG.code })),
  );

/** Validity: either end may be open (null); the end must come after the start. */
export function validityIssue(v: { validFrom?: string | null; validUntil?: string | null }): { path: string; key: string } | null {
  if (v.validFrom && v.validUntil && Date.parse(v.validUntil) <= Date.parse(v.validFrom)) return { path: 'validUntil', key: CODES_MSG.validUntilBeforeFrom };
  return null;
}

// ---------------------------------------------------------------------------------- coupons

const COUPON_FIELDS = {
  percentOff: z.nullish(int(1, 100)),
  amountOffCents: z.nullish(int(1, MAX_CENTS)),
  currency: z.nullish(z.enum(['USD', 'CAD'], { error: MSG.invalid })),
  validFrom: instant(),
  validUntil: instant(),
  /** null: no limit. A single-use coupon is used once whatever this says. */
  maxUses: z.nullish(int(1, 1_000_000)),
  singleUse: z.boolean({ error: MSG.invalid }),
};
export const CouponFieldsSchema = z.object(COUPON_FIELDS);
export type CouponFields = z.output<typeof CouponFieldsSchema>;

/** The rules across fields, on a whole coupon (a new one, or a stored one with a change applied). */
export function couponIssues(c: Partial<CouponFields>): { path: string; key: string }[] {
  const issues: { path: string; key: string }[] = [];
  const percent = c.percentOff ?? null;
  const amount = c.amountOffCents ?? null;
  if ((percent === null) === (amount === null)) issues.push({ path: 'percentOff', key: CODES_MSG.percentOrAmount });
  if (amount !== null && !c.currency) issues.push({ path: 'currency', key: CODES_MSG.currencyRequired });
  if (percent !== null && amount === null && c.currency) issues.push({ path: 'currency', key: CODES_MSG.currencyWithPercent });
  if (c.singleUse && c.maxUses != null && c.maxUses !== 1) issues.push({ path: 'maxUses', key: CODES_MSG.singleUseMaxUses });
  const validity = validityIssue(c);
  if (validity) issues.push(validity);
  return issues;
}

const couponRules = (c: Partial<CouponFields>, ctx: z.core.$RefinementCtx) => {
  for (const issue of couponIssues(c)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.key });
};

/** POST /api/admin/coupons: a new coupon, active unless created inactive. */
export const CouponCreateSchema = z
  .object({
    code: codeField(),
    ...COUPON_FIELDS,
    singleUse: z._default(COUPON_FIELDS.singleUse, false),
    active: z._default(z.boolean({ error: MSG.invalid }), true),
  })
  .check(z.superRefine(couponRules));
export type CouponCreate = z.output<typeof CouponCreateSchema>;

/**
 * PATCH /api/admin/coupons/:code: only the fields sent change; the code cannot (sending it is
 * allowed when it is the same, as react-admin sends the whole record). `active` has its own routes.
 * The cross-field rules are checked on the stored coupon with the change applied.
 */
export const CouponPatchSchema = z.extend(z.partial(CouponFieldsSchema), { code: z.optional(codeField()) });
export type CouponPatch = z.output<typeof CouponPatchSchema>;
export const CouponCheckSchema = CouponFieldsSchema.check(z.superRefine(couponRules));

/** How many uses a change leaves room for must not be fewer than the uses already claimed. */
export const usesAllowedAfter = (c: Pick<CouponFields, 'singleUse' | 'maxUses'>, timesUsed: number) => {
  const allowed = usesAllowed({ singleUse: c.singleUse, maxUses: c.maxUses ?? null });
  return allowed === null || allowed >= timesUsed;
};

export const CodeParamsSchema = z.object({
  code: z.pipe(
    z.pipe(z.string({ error: MSG.invalid }), z.transform(normalizeCouponCode)),
    z.string().check(z.regex(/^[A-Z0-9_-]{1,40}$/, { error: 'errors:notFound' })),
  ),
});

export const booleanFilter = () => optional(z.pipe(z.enum(['true', 'false'], { error: MSG.invalid }), z.transform((v: 'true' | 'false') => v === 'true')));

/** GET /api/admin/coupons: `q` matches part of the code; `active` is 'true' or 'false'. Newest first. */
export const CouponListQuerySchema = z.extend(ListQuerySchema, {
  q: optional(z.string({ error: MSG.invalid }).check(z.trim(), z.maxLength(100, { error: MSG.tooLong }))),
  active: booleanFilter(),
});
export type CouponListQuery = z.output<typeof CouponListQuerySchema>;

/** A coupon as the back office reads it; `id` is the code (react-admin's record key). */
export interface AdminCoupon {
  id: string;
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  currency: 'USD' | 'CAD' | null;
  validFrom: string | null;
  validUntil: string | null;
  maxUses: number | null;
  singleUse: boolean;
  active: boolean;
  /** Uses claimed by paid orders. */
  timesUsed: number;
  /** null: unlimited. */
  usesLeft: number | null;
  state: CodeState;
  createdAt: string;
}

// -------------------------------------------------------------------------------- tax rates

/**
 * US states (and DC) and Puerto Rico: the regions whose sales tax operations set. Canadian rates
 * are law and live in tax.ts. Each country has one kind of tax: state sales tax, or PR's IVU.
 */
export const TAX_COUNTRIES = ['US', 'PR'] as const;
export type TaxCountry = (typeof TAX_COUNTRIES)[number];
export const TAX_REGIONS: Record<TaxCountry, readonly string[]> = {
  US: [...US_STATES.map((r) => r.code), DC.code].sort(),
  PR: PUERTO_RICO.map((r) => r.code),
};
export const TAX_CODE_OF: Record<TaxCountry, TaxCode> = { US: 'SALES_TAX', PR: 'IVU' };

/** 6250 -> "6.25" (thousandths of a percent, as stored, to what people read and type). */
export const ratePercentText = (rate: number) => String(rate / 1000);
/** "6.25" -> 6250, or null when it is not a percent with at most three decimals between 0 and 100. */
export function rateOfPercentText(text: string): number | null {
  const m = /^\s*(\d{1,3})(?:[.,](\d{1,3}))?\s*$/.exec(text);
  if (!m) return null;
  const rate = Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0'));
  return rate <= 100_000 ? rate : null;
}

const upperCase = () => z.string({ error: MSG.invalid }).check(z.trim(), z.toUpperCase());
export const TaxRateParamsSchema = z
  .object({
    country: z.pipe(upperCase(), z.enum(TAX_COUNTRIES, { error: CODES_MSG.region })),
    region: upperCase().check(z.maxLength(3, { error: CODES_MSG.region })),
    code: z.pipe(upperCase(), z.enum(TAX_CODES, { error: CODES_MSG.taxCode })),
  })
  .check(
    z.superRefine((p, ctx) => {
      if (!TAX_REGIONS[p.country].includes(p.region)) ctx.addIssue({ code: 'custom', path: ['region'], message: CODES_MSG.region });
      if (TAX_CODE_OF[p.country] !== p.code) ctx.addIssue({ code: 'custom', path: ['code'], message: CODES_MSG.taxCode });
    }),
  );
export type TaxRateParams = z.output<typeof TaxRateParamsSchema>;

/** PUT /api/admin/tax-rates/:country/:region/:code: the rate in thousandths of a percent (6.25% = 6250). */
export const TaxRateBodySchema = z.object({ rate: int(0, 100_000) });

/** GET /api/admin/tax-rates: every US state, DC and PR, with its rate or null (no tax). */
export const TaxRateListQuerySchema = z.extend(ListQuerySchema, {
  perPage: pageNumber(200, 100),
  country: optional(z.enum(TAX_COUNTRIES, { error: MSG.invalid })),
  /** 'true': only regions with a rate; 'false': only those without. */
  configured: booleanFilter(),
});
export type TaxRateListQuery = z.output<typeof TaxRateListQuerySchema>;

/** One region's tax; `id` is `${country}-${region}-${code}` (US-IL-SALES_TAX). */
export interface AdminTaxRate {
  id: string;
  country: TaxCountry;
  region: string;
  code: TaxCode;
  /** Thousandths of a percent, as stored; null: this region pays no tax. */
  rate: number | null;
  /** The same as a percent, for reading: "6.25". */
  percent: string | null;
}
export const taxRateId = (country: string, region: string, code: string) => `${country}-${region}-${code}`;
