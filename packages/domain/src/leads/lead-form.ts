/**
 * What the lead forms show before anything is checked: the countries they offer and the honeypot's
 * name. Kept apart from the rules (fields.ts), which need zod and libphonenumber, so that a page
 * shows its form without fetching them.
 */
export const LEAD_COUNTRIES = ['US', 'CA'] as const;
export type LeadCountry = (typeof LEAD_COUNTRIES)[number];

/**
 * The honeypot: an input people never see (visually hidden, aria-hidden, out of the tab order)
 * named like a real field, so form-filling bots fill it. A filled honeypot is answered like a
 * success and nothing is stored.
 */
export const HONEYPOT_FIELD = 'website';

export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '' && !(typeof value === 'string' && value.trim() === '');
}
