import cardValidator from 'card-validator';
import { z } from 'zod/mini';
import { MSG, requiredText } from '../http/validation';
import { isValidPostal, normalizePostal } from '../regions/postal';
import { digitsOnly } from './card-format';

/**
 * The card fields of the built-in sandbox payment provider. They belong to the provider, not to
 * our checkout API: in production the provider's own hosted fields take the card and hand back a
 * token. The browser checks them here for instant feedback; the sandbox's tokenize endpoint
 * checks them again. Luhn, brand, expiry in the future, CVV length by brand (card-validator).
 */
export const CARD_MSG = {
  number: 'checkout:errors.cardNumber',
  expiry: 'checkout:errors.expiry',
  cvv: 'checkout:errors.cvv',
  postal: 'errors:validation.postal',
} as const;

/**
 * Test cards (spec: success, decline, insufficient funds; Stripe's number for a card whose bank
 * asks for 3-D Secure authentication). Any other valid card succeeds.
 */
export const SANDBOX_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authentication: '4000002500003155',
} as const;

/** Required text whose too-long message is the field's own ("not a valid card number"). */
const cardText = (max: number, tooLong: string) =>
  z.string({ error: MSG.required }).check(z.trim(), z.minLength(1, { error: MSG.required }), z.maxLength(max, { error: tooLong }));

const cardFields = z.object({
  cardNumber: cardText(30, CARD_MSG.number),
  nameOnCard: requiredText(100),
  expiry: cardText(9, CARD_MSG.expiry),
  cvv: cardText(4, CARD_MSG.cvv),
  postalCode: requiredText(10),
});

export const sandboxCardSchema = z.pipe(
  cardFields.check(z.superRefine((v, issue) => {
    const add = (path: string, message: string) => issue.addIssue({ code: 'custom', path: [path], message });
    const number = cardValidator.number(digitsOnly(v.cardNumber));
    if (v.cardNumber && (!/^[\d\s-]+$/.test(v.cardNumber) || !number.isValid)) add('cardNumber', CARD_MSG.number);
    if (v.expiry && !cardValidator.expirationDate(v.expiry).isValid) add('expiry', CARD_MSG.expiry);
    const cvvSize = number.card?.code.size ?? 3;
    if (v.cvv && !cardValidator.cvv(v.cvv, cvvSize).isValid) add('cvv', CARD_MSG.cvv);
    if (v.postalCode && !isValidPostal('US', v.postalCode) && !isValidPostal('CA', v.postalCode)) add('postalCode', CARD_MSG.postal);
  })),
  z.transform((v: z.output<typeof cardFields>) => {
    const number = digitsOnly(v.cardNumber);
    const expiry = cardValidator.expirationDate(v.expiry);
    return {
      cardNumber: number,
      nameOnCard: v.nameOnCard,
      cvv: v.cvv,
      expMonth: Number(expiry.month),
      expYear: normalizeYear(expiry.year ?? ''),
      postalCode: isValidPostal('CA', v.postalCode) ? normalizePostal('CA', v.postalCode) : v.postalCode,
      brand: cardValidator.number(number).card?.type ?? 'card',
      last4: number.slice(-4),
    };
  }),
);
export type SandboxCardInput = z.input<typeof sandboxCardSchema>;
export type SandboxCard = z.output<typeof sandboxCardSchema>;

function normalizeYear(year: string): number {
  const n = Number(year);
  return year.length <= 2 ? 2000 + n : n;
}
