import { createHash } from 'node:crypto';
import { LOCALES, type Locale } from '@portal/domain/locale/locales';
import { resolveTermsText, TERMS_EFFECTIVE_DATE, type Terms } from '@portal/domain/marketing/terms';
import { catalogLookup } from './catalog';

/**
 * The current terms in a locale. The version is the effective date plus a fingerprint of the text
 * in every locale: the same for all readers of this text, and different as soon as any of it
 * changes, so the version a checkout records always identifies the exact words accepted.
 */
let version: string | undefined;
const byLocale = new Map<Locale, Terms>();

export function termsVersion(): string {
  if (!version) {
    const hash = createHash('sha256');
    for (const locale of LOCALES) hash.update(JSON.stringify(resolveTermsText(catalogLookup(locale))));
    version = `${TERMS_EFFECTIVE_DATE}.${hash.digest('hex').slice(0, 10)}`;
  }
  return version;
}

export function getTerms(locale: Locale): Terms {
  let terms = byLocale.get(locale);
  if (!terms) {
    terms = { version: termsVersion(), locale, effectiveDate: TERMS_EFFECTIVE_DATE, ...resolveTermsText(catalogLookup(locale)) };
    byLocale.set(locale, terms);
  }
  return terms;
}
