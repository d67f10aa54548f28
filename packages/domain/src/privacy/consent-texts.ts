import { CONSENT_CATEGORIES } from './consent';

/**
 * The texts a consent record keeps as proof, composed from the catalogs in the visitor's locale by
 * the server (the same catalogs the page showed). Changing any of these texts means changing its
 * version, so a record always names the wording the person read.
 */
type Translate = (key: string) => string;

/** The tracking banner and its choices, in the order they are shown. */
export const TRACKING_TEXT_KEYS: readonly string[] = [
  'common:consent.title',
  'common:consent.text',
  ...CONSENT_CATEGORIES.flatMap((c) => [`common:consent.categories.${c}.label`, `common:consent.categories.${c}.description`]),
];

export function trackingConsentText(t: Translate): string {
  const [title, text, ...categories] = TRACKING_TEXT_KEYS.map((k) => t(k));
  const lines = [title, text];
  for (let i = 0; i < categories.length; i += 2) lines.push(`- ${categories[i]}: ${categories[i + 1]}`);
  return lines.join('\n');
}

/** The contact-us form's marketing e-mail checkbox (its label in the leads catalog). */
export const MARKETING_EMAIL_TEXT_KEY = 'leads:fields.marketingConsent';
export const MARKETING_EMAIL_TEXT_VERSION = '2026-11-27';

export const CONSENT_KINDS = ['tracking', 'marketing_email'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
