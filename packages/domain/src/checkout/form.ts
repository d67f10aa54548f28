import { z } from 'zod/mini';
import { sandboxCardSchema } from './sandbox-card';
import { billingSchema, termsAccepted } from './schema';

/**
 * The checkout's payment form in the browser: the sandbox provider's card fields, the billing
 * address and the terms agreement, validated with the same pieces the provider and the payment
 * endpoint use. Only `billing` and `termsAccepted` are sent to our API; `card` goes to the provider.
 */
export const checkoutFormSchema = z.object({
  card: sandboxCardSchema,
  billing: billingSchema,
  termsAccepted: termsAccepted(),
});
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutForm = z.output<typeof checkoutFormSchema>;

/**
 * With Stripe the card is in Stripe's Payment Element (its own iframe, its own checks): the form
 * holds only the billing address and the terms.
 */
export const stripeCheckoutFormSchema = z.extend(checkoutFormSchema, { card: z.optional(z.unknown()) });

/**
 * A payment with nothing else to agree to (issue 50: a dearer move's difference, on the terms and
 * billing address of the order it adds to): the card only, checked as the checkout checks it.
 */
export const cardFormSchema = z.object({ card: sandboxCardSchema });
export type CardFormInput = z.input<typeof cardFormSchema>;
export type CardForm = z.output<typeof cardFormSchema>;
/** With Stripe the card is in its Payment Element: nothing for the form to check. */
export const stripeCardFormSchema = z.object({ card: z.optional(z.unknown()) });
