import { z } from 'zod/mini';
import { MSG, requiredText } from '../http/validation';
import type { Locale } from '../locale/locales';
import { isRegionOf } from '../regions/regions';
import { LEAD_MSG, checkPerson, choiceOf, isLeadCountry, isObject, normalizePerson, personFields, plainText, textOf } from './fields';
import { HONEYPOT_FIELD } from './lead-form';
import { HELP_OPTIONS, PROFESSIONAL_CATEGORIES, SUB_CATEGORIES, isCategory, subCategoriesFor, type SubCategory } from './contact-options';

/**
 * The contact-us lead form for prospective providers (spec section 3 'Contact lead form'), the
 * body of POST /api/contact-us/. One schema for the browser and the server; it depends on the
 * locale because 'New graduate' is offered in English only.
 */
export function contactLeadSchema(locale: Locale) {
  const fields = z.object(
    {
      ...personFields,
      state: requiredText(3),
      city: plainText(100),
      howCanWeHelp: choiceOf(HELP_OPTIONS),
      professionalCategory: choiceOf(PROFESSIONAL_CATEGORIES),
      professionalSubCategory: choiceOf(SUB_CATEGORIES),
      marketingConsent: z._default(z.optional(z.boolean({ error: MSG.invalid })), false),
    },
    { error: MSG.invalid },
  );
  const checked = fields.check(
    z.superRefine(
      (v, ctx) => {
        // Runs even when other fields failed (see `when`), so the input may be partial.
        const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
        checkPerson(v, add);
        const state = textOf(v.state);
        if (isLeadCountry(v.country) && state && !isRegionOf(v.country, state)) add('state', LEAD_MSG.region);
        const sub = v.professionalSubCategory as unknown;
        if (isCategory(v.professionalCategory) && typeof sub === 'string' && sub && !subCategoriesFor(v.professionalCategory, locale).includes(sub as SubCategory)) {
          add('professionalSubCategory', LEAD_MSG.subCategory);
        }
      },
      { when: (payload) => isObject(payload.value) },
    ),
  );
  return z.pipe(checked, z.transform(({ [HONEYPOT_FIELD]: _honeypot, ...v }: z.output<typeof fields>) => normalizePerson(v)));
}

export type ContactLeadInput = z.input<ReturnType<typeof contactLeadSchema>>;
export type ContactLead = z.output<ReturnType<typeof contactLeadSchema>>;

/** What the server answers to any accepted submission (stored, a duplicate, or a honeypot). */
export const LeadReceivedSchema = z.object({ received: z.literal(true) });
export type LeadReceived = z.infer<typeof LeadReceivedSchema>;
