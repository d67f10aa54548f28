import { z } from 'zod/mini';
import { MSG, publicId, requiredText } from '../http/validation';
import { isRegionOf } from '../regions/regions';
import { isValidPostal, normalizePostal } from '../regions/postal';
import { addressFields } from '../registration/address-fields';
import { REGISTRATION_COUNTRIES } from '../registration/lists';
import { COUPON_CODE_MAX, normalizeCouponCode } from './coupon';
import { BILLING_MSG, CHECKOUT_MSG } from './messages';

/** Unknown fields are refused, so a card number or CVV sent by mistake never gets further. */
const strict = { error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? CHECKOUT_MSG.unexpectedFields : undefined) };

/** One payment attempt: a random key the browser makes once and reuses when it retries. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

const couponCode = () =>
  z.pipe(
    z.string({ error: CHECKOUT_MSG.invalidCoupon }).check(
      z.trim(),
      z.minLength(1, { error: CHECKOUT_MSG.invalidCoupon }),
      z.maxLength(COUPON_CODE_MAX, { error: CHECKOUT_MSG.invalidCoupon }),
    ),
    z.transform(normalizeCouponCode),
  );

const billingFields = z.strictObject(
  addressFields(),
  strict,
);
export const billingSchema = z.pipe(
  billingFields.check(
    z.superRefine((v, issue) => {
      if (v.state && !isRegionOf(v.country, v.state)) issue.addIssue({ code: 'custom', path: ['state'], message: BILLING_MSG.region });
      if (v.postalCode && !isValidPostal(v.country, v.postalCode)) issue.addIssue({ code: 'custom', path: ['postalCode'], message: BILLING_MSG.postal });
    }),
  ),
  z.transform((v: z.output<typeof billingFields>) => ({ ...v, postalCode: normalizePostal(v.country, v.postalCode) })),
);
export type BillingAddress = z.output<typeof billingSchema>;
export type BillingAddressInput = z.input<typeof billingSchema>;

export const termsAccepted = () => z.boolean({ error: CHECKOUT_MSG.terms }).check(z.refine((v) => v, { error: CHECKOUT_MSG.terms }));

/**
 * POST /api/payment/: a token from the payment provider, never card data; no price either, the
 * server computes it. Strict: any other field (cardNumber, cvv, amount...) is a 400.
 */
export const paymentRequestSchema = z.strictObject(
  {
    registrationId: publicId(),
    paymentToken: requiredText(200),
    idempotencyKey: z.string({ error: MSG.invalid }).check(z.regex(IDEMPOTENCY_KEY_PATTERN, { error: MSG.invalid })),
    billing: billingSchema,
    termsAccepted: termsAccepted(),
    termsVersion: requiredText(64),
    couponCode: z.optional(couponCode()),
    scannerTrial: z._default(z.boolean({ error: MSG.invalid }), false),
  },
  strict,
);
export type PaymentRequest = z.output<typeof paymentRequestSchema>;
export type PaymentRequestInput = z.input<typeof paymentRequestSchema>;

/** Choices that change the summary before paying: billing region (tax), coupon, scanner trial. */
const summaryOptions = {
  scannerTrial: z.optional(z.boolean({ error: MSG.invalid })),
  billingCountry: z.optional(z.enum(REGISTRATION_COUNTRIES, { error: MSG.invalid })),
  billingState: z.optional(z.string({ error: MSG.invalid }).check(z.trim(), z.maxLength(3, { error: MSG.invalid }))),
};

/** POST /api/coupon/: applies a code to the cart and answers with the new summary. */
export const couponRequestSchema = z.strictObject({ registrationId: publicId(), code: couponCode(), ...summaryOptions }, strict);
export type CouponRequest = z.output<typeof couponRequestSchema>;

/** GET /api/cart/{id}?coupon=&scannerTrial=&billingCountry=&billingState= (other parameters, e.g. locale, are ignored). */
export const cartQuerySchema = z.object({
  ...summaryOptions,
  scannerTrial: z.optional(z.pipe(z.enum(['true', 'false'], { error: MSG.invalid }), z.transform((v: 'true' | 'false') => v === 'true'))),
  coupon: z.optional(
    z.pipe(z.string({ error: MSG.invalid }).check(z.trim(), z.maxLength(COUPON_CODE_MAX, { error: MSG.invalid })), z.transform(normalizeCouponCode)),
  ),
});
export type CartQuery = z.output<typeof cartQuerySchema>;
