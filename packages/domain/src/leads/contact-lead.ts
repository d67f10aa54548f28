import { z } from 'zod/mini';
import { MSG, requiredText } from '../http/validation';
import { languageOf, type Locale } from '../locale/locales';
import { isRegionOf } from '../regions/regions';
import { HONEYPOT_FIELD, LEAD_MSG, checkPerson, choiceOf, isLeadCountry, isObject, normalizePerson, personFields, plainText, textOf } from './fields';

/**
 * The contact-us lead form for prospective providers (spec section 3 'Contact lead form'), the
 * body of POST /api/contact-us/. One schema for the browser and the server; it depends on the
 * locale because 'New graduate' is offered in English only.
 */
export const HELP_OPTIONS = ['become_provider', 'learn_more', 'other'] as const;
export type HelpOption = (typeof HELP_OPTIONS)[number];

export const PROFESSIONAL_CATEGORIES = ['GP', 'Ortho', 'Other'] as const;
export type ProfessionalCategory = (typeof PROFESSIONAL_CATEGORIES)[number];

/** Sub categories per category, in the order the form lists them. Labels: `leads:subCategories.<code>`. */
const PRACTICE_TYPES = ['private_practice', 'new_graduate', 'associate', 'dso_na'] as const;
const SPECIALTIES = ['endodontics', 'oral_maxillofacial_surgery', 'pediatric_dentist', 'periodontics', 'prosthodontics'] as const;
export const SUB_CATEGORIES = [...PRACTICE_TYPES, ...SPECIALTIES] as const;
export type SubCategory = (typeof SUB_CATEGORIES)[number];

/** Offered to English-speaking visitors only (spec: 'New graduate (English only)'). */
export const ENGLISH_ONLY_SUB_CATEGORIES: readonly SubCategory[] = ['new_graduate'];

export function subCategoriesFor(category: ProfessionalCategory, locale: Locale): readonly SubCategory[] {
  const list: readonly SubCategory[] = category === 'Other' ? SPECIALTIES : PRACTICE_TYPES;
  return languageOf(locale) === 'en' ? list : list.filter((s) => !ENGLISH_ONLY_SUB_CATEGORIES.includes(s));
}

const isCategory = (v: unknown): v is ProfessionalCategory => (PROFESSIONAL_CATEGORIES as readonly unknown[]).includes(v);

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

/** The data-layer key pushed on a successful submission (spec section 3), by the page's language. */
export function leadSubmitEvent(locale: Locale): 'provider-en-lead-submit' | 'provider-fr-lead-submit' {
  return languageOf(locale) === 'fr' ? 'provider-fr-lead-submit' : 'provider-en-lead-submit';
}
