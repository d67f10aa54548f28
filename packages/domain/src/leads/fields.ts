import { z } from 'zod/mini';
import { MSG, emailField, requiredText } from '../http/validation';
import { normalizePostal, isValidPostal } from '../regions/postal';
import { normalizePhone } from '../registration/phone';
import { HONEYPOT_FIELD, LEAD_COUNTRIES, type LeadCountry } from './lead-form';

/**
 * What both lead forms ask of a person (spec section 3 'Scanner trial contact form / contact-us
 * form': firstName, lastName, email, phone, country, zip), and the rules that depend on the
 * country. Messages are catalog keys; the lead texts are in the `leads` namespace.
 */
export const LEAD_MSG = {
  phone: 'errors:validation.phone',
  region: 'errors:validation.region',
  /** The zip or postal code, with the expected shape for the country. */
  postal: { US: 'leads:validation.zipUS', CA: 'leads:validation.postalCA' },
  subCategory: 'leads:validation.subCategory',
} as const;

/** Missing or empty means "required"; any other value not in the list is "invalid". */
export const choiceOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (iss) => (iss.input === undefined || iss.input === '' || iss.input === null ? MSG.required : MSG.invalid) });

/** Free text without control characters (names end up in e-mail subjects and exports). */
export const plainText = (max: number) => requiredText(max).check(z.refine((v) => !/\p{Cc}/u.test(v), { error: MSG.invalid }));

export const personFields = {
  firstName: plainText(100),
  lastName: plainText(100),
  email: emailField(),
  phone: requiredText(40),
  country: choiceOf(LEAD_COUNTRIES),
  zip: requiredText(12),
  [HONEYPOT_FIELD]: z.optional(z.string({ error: MSG.invalid }).check(z.maxLength(500, { error: MSG.tooLong }))),
};

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const textOf = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
export const isLeadCountry = (v: unknown): v is LeadCountry => (LEAD_COUNTRIES as readonly unknown[]).includes(v);

type Add = (path: string, message: string) => void;

/** Phone and zip checked against the chosen country (only once the country is valid). */
export function checkPerson(v: Record<string, unknown>, add: Add) {
  if (!isLeadCountry(v.country)) return;
  const phone = textOf(v.phone);
  const zip = textOf(v.zip);
  if (phone && !normalizePhone(phone, v.country)) add('phone', LEAD_MSG.phone);
  if (zip && !isValidPostal(v.country, zip)) add('zip', LEAD_MSG.postal[v.country]);
}

/** The stored form: phone in E.164, the postal code tidied ("k1a0b1" -> "K1A 0B1"). */
export function normalizePerson<T extends { phone: string; country: LeadCountry; zip: string }>(v: T): T {
  return { ...v, phone: normalizePhone(v.phone, v.country) ?? v.phone, zip: normalizePostal(v.country, v.zip) };
}
