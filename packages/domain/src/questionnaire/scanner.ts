import { z } from 'zod/mini';
import { MSG, publicId } from '../http/validation';
import { OWNS_SCANNER, SCANNERS, SCANNER_MSG, type Scanner } from './scanner-options';

/** The scanner choice's rules (spec section 5); what the form offers is in scanner-options.ts. */
const choiceFields = {
  owns_scanner: z.nullish(z.enum(OWNS_SCANNER, { error: MSG.invalid })),
  scanner: z.nullish(z.enum(SCANNERS, { error: MSG.invalid })),
  added_to_cart: z.boolean({ error: MSG.invalid }),
  terms_accepted: z.optional(z.boolean({ error: MSG.invalid })),
};

type Choice = { owns_scanner?: 'yes' | 'no' | null; scanner?: Scanner | null; added_to_cart: boolean; terms_accepted?: boolean };

/** Rules across fields: a make only for someone who owns a scanner; the trial needs the terms (spec section 5). */
function checkChoice(v: Choice, ctx: z.core.$RefinementCtx) {
  if (v.scanner && v.owns_scanner !== 'yes') ctx.addIssue({ code: 'custom', path: ['scanner'], message: SCANNER_MSG.scannerWithoutYes });
  if (v.added_to_cart && v.terms_accepted !== true) ctx.addIssue({ code: 'custom', path: ['terms_accepted'], message: SCANNER_MSG.termsRequired });
}

/** The choice as the form holds it. */
export const goDigitalChoiceSchema = z.strictObject(choiceFields, { error: MSG.invalid }).check(z.superRefine(checkChoice));
export type GoDigitalChoice = z.infer<typeof goDigitalChoiceSchema>;

/**
 * POST /api/go-digital-offer: the choice plus the registration id in the body, so the same call
 * serves the funnel's objectives step and the campaign page (/campaign_go_digital?id=...).
 */
export const goDigitalOfferBodySchema = z.strictObject({ id: publicId(), ...choiceFields }, { error: MSG.invalid }).check(z.superRefine(checkChoice));
export type GoDigitalOfferBody = z.infer<typeof goDigitalOfferBodySchema>;
