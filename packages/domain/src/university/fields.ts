import { z } from 'zod/mini';
import { MSG } from '../http/validation';
import { isValidNpi } from '../registration/npi';
import { parsePhone } from '../registration/phone';
import { isValidPostal, normalizePostal } from '../regions/postal';

/**
 * Field rules of the university form; messages are keys of the `university` catalog. Format
 * checks pass over an empty value, so a blank field reports only "required".
 */
export const UMSG = {
  phone: 'university:validation.phone',
  date: 'university:validation.date',
  graduationDate: 'university:validation.graduationDate',
  startDate: 'university:validation.startDate',
  website: 'university:validation.website',
  npi: 'university:validation.npi',
  zip: 'university:validation.zip',
  clinId: 'university:validation.clinId',
  licenseNumber: 'university:validation.licenseNumber',
  university: 'university:validation.university',
} as const;

/** Missing or empty means "required"; anything else that is not allowed is "invalid". */
export const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (iss) => (iss.input === undefined || iss.input === '' ? MSG.required : MSG.invalid) });

/** US and Canadian numbers only (the form is for North American practices), in E.164. */
export function toNorthAmericanE164(value: string): string | null {
  const parsed = parsePhone(value.trim(), 'US');
  if (!parsed || !parsed.isValid() || (parsed.country !== 'US' && parsed.country !== 'CA')) return null;
  return parsed.number;
}

/** How the form shows a number once typed: "(416) 555-0123"; unchanged if it is not valid. */
export function formatNorthAmericanPhone(value: string): string {
  const e164 = toNorthAmericanE164(value);
  return e164 ? parsePhone(e164)!.formatNational() : value;
}

/** Required text: trimmed, not empty. */
const filled = () => z.string({ error: MSG.required }).check(z.trim(), z.minLength(1, { error: MSG.required }));
/** Optional text: trimmed, '' when absent. */
const blankable = () => z._default(z.optional(z.string({ error: MSG.invalid }).check(z.trim())), '');

export const phoneField = () =>
  z.pipe(
    filled().check(z.maxLength(30, { error: UMSG.phone }), z.refine((v) => v === '' || toNorthAmericanE164(v) !== null, { error: UMSG.phone })),
    z.transform((v: string) => toNorthAmericanE164(v)!),
  );

/** A calendar date as YYYY-MM-DD (what a date input sends), checked to exist (no 2025-02-30). */
export function parseIsoDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value ? date : null;
}

const yearsFromToday = (years: number, today = new Date()) =>
  Date.UTC(today.getUTCFullYear() + years, today.getUTCMonth(), today.getUTCDate());

/**
 * A date within a plausible window around today. Graduation: at most 60 years ago (practising
 * dentists finishing a residency) and at most 6 years ahead (first-year pre-doctoral students).
 */
export const dateField = (pastYears: number, futureYears: number, rangeKey: string) =>
  filled().check(
    z.refine((v) => v === '' || parseIsoDate(v) !== null, { error: UMSG.date }),
    // No `abort` on the check above: an explicitly aborting issue would also stop the form's
    // conditional checks, so this one passes over what is not a date (already reported).
    z.refine((v) => {
      const t = parseIsoDate(v)?.getTime();
      return t === undefined || (t >= yearsFromToday(-pastYears) && t <= yearsFromToday(futureYears));
    }, { error: rangeKey }),
  );

export const graduationDateField = () => dateField(60, 6, UMSG.graduationDate);
/** The date the practice opened or will open: up to 60 years ago, at most 2 years ahead. */
export const practiceStartDateField = () => dateField(60, 2, UMSG.startDate);

/** Accepts "example.com" or a full http(s) address; returns the address with its scheme. */
export function normalizeWebsite(value: string): string | null {
  const v = value.trim();
  if (!v || /\s/.test(v)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  // A public host name: dotted labels ending in a real-looking top-level domain.
  if (!/^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]+)$/i.test(url.hostname)) return null;
  return url.pathname === '/' && !url.search && !url.hash ? `${url.protocol}//${url.host}` : url.toString();
}

export const websiteField = () =>
  z.pipe(
    filled().check(z.maxLength(300, { error: MSG.tooLong }), z.refine((v) => v === '' || normalizeWebsite(v) !== null, { error: UMSG.website })),
    z.transform((v: string) => normalizeWebsite(v)!),
  );

/** Optional: empty is fine; when given, 10 digits with the NPI check digit. */
export const npiField = () =>
  blankable().check(z.refine((v) => v === '' || isValidNpi(v), { error: UMSG.npi }));

/** The ClinID printed on the completion page: letters, digits and dashes. Optional. */
export const clinIdField = () =>
  blankable().check(z.refine((v) => v === '' || /^[A-Za-z0-9-]{1,40}$/.test(v), { error: UMSG.clinId }));

/** Licence numbers vary by board ("12345", "DDS-012345", "A 1234/2020"); letters and digits lead. */
export const licenseNumberField = () =>
  filled().check(z.refine((v) => v === '' || /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,29}$/.test(v), { error: UMSG.licenseNumber }));

export const optionalPhoneField = () =>
  z.pipe(
    blankable().check(z.refine((v) => v === '' || toNorthAmericanE164(v) !== null, { error: UMSG.phone })),
    z.transform((v: string) => (v === '' ? '' : toNorthAmericanE164(v)!)),
  );

/** Zip (US: 12345 or 12345-6789) or postal code (Canada: A1A 1A1), by the practice's country. */
export const zipField = (country: 'US' | 'CA') =>
  z.pipe(filled().check(z.refine((v) => v === '' || isValidPostal(country, v), { error: UMSG.zip })), z.transform((v: string) => normalizePostal(country, v)));
