import { languageOf, type Locale } from '../locale/locales';

/**
 * What the contact-us form offers (spec section 3 'Contact lead form'), and the data-layer key it
 * pushes: apart from the form's schema (contact-lead.ts) so that the page shows its choices
 * without fetching zod.
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

export const isCategory = (v: unknown): v is ProfessionalCategory => (PROFESSIONAL_CATEGORIES as readonly unknown[]).includes(v);

/** The data-layer key pushed on a successful submission (spec section 3), by the page's language. */
export function leadSubmitEvent(locale: Locale): 'provider-en-lead-submit' | 'provider-fr-lead-submit' {
  return languageOf(locale) === 'fr' ? 'provider-fr-lead-submit' : 'provider-en-lead-submit';
}
