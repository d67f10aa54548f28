import type { Country } from './regions';

/** Spec section 5: postal and zip patterns per country. */
export const POSTAL_PATTERNS: Record<Country, RegExp> = {
  CA: /^[A-Za-z]\d[A-Za-z] \d[A-Za-z]\d$/,
  US: /^\d{5}(-\d{4})?$/,
  PR: /^\d{5}(-\d{4})?$/,
  BR: /^\d{5}-\d{3}$/,
  MX: /^\d{5}$/,
};

/** Tidies what people type (case, missing space in Canadian codes) before checking. */
export function normalizePostal(country: Country, value: string): string {
  const v = value.trim();
  if (country === 'CA') {
    const compact = v.replace(/\s+/g, '').toUpperCase();
    return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : v.toUpperCase();
  }
  return v;
}

export function isValidPostal(country: Country, value: string): boolean {
  return POSTAL_PATTERNS[country].test(normalizePostal(country, value));
}
