import type { Locale } from '../locale/locales';
import type { CatalogLookup } from './content';

/**
 * The terms and conditions of the provider training course and the scanner trial. Their text is
 * in the `terms` catalogs; GET /api/tc/ serves it in the reader's locale with a version string
 * that the checkout records with the agreement.
 */
export const TERMS_NS = 'terms';

/** The date the current text took effect (ISO). Change it with the text. */
export const TERMS_EFFECTIVE_DATE = '2026-11-01';

export const TERMS_SECTIONS = [
  'scope',
  'eligibility',
  'registration',
  'fees',
  'cancellation',
  'ce',
  'certification',
  'trial',
  'clinical',
  'materials',
  'privacy',
  'liability',
  'changes',
] as const;

export interface TermsSection {
  id: string;
  heading: string;
  /** Paragraphs, in order. */
  body: string[];
}

export interface TermsText {
  title: string;
  intro: string;
  sections: TermsSection[];
}

/** The response of GET /api/tc/. */
export interface Terms extends TermsText {
  /** Identifies this exact text (same in every locale); the checkout records it on acceptance. */
  version: string;
  locale: Locale;
  effectiveDate: string;
}

export function resolveTermsText(lookup: CatalogLookup): TermsText {
  const text = (key: string) => {
    const value = lookup(`${TERMS_NS}:${key}`);
    if (typeof value !== 'string') throw new Error(`missing catalog text ${TERMS_NS}:${key}`);
    return value;
  };
  return {
    title: text('title'),
    intro: text('intro'),
    sections: TERMS_SECTIONS.map((id) => {
      const body = lookup(`${TERMS_NS}:sections.${id}.body`);
      if (!Array.isArray(body) || !body.every((p) => typeof p === 'string') || body.length === 0) {
        throw new Error(`missing catalog paragraphs ${TERMS_NS}:sections.${id}.body`);
      }
      return { id, heading: text(`sections.${id}.heading`), body };
    }),
  };
}
