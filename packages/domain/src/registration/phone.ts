import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/core';
import type { RegistrationCountry } from './lists';
import { PHONE_METADATA } from './phone-metadata';

/** Parses a number of a North American practice (phone-countries.ts); undefined if it is not one. */
export function parsePhone(value: string, country?: CountryCode): PhoneNumber | undefined {
  return parsePhoneNumberFromString(value, country ? { defaultCountry: country } : {}, PHONE_METADATA);
}

/** A valid phone number for the country, in E.164 (stored), or null. */
export function normalizePhone(value: string, country: RegistrationCountry | 'US' | 'CA'): string | null {
  const parsed = parsePhone(value.trim(), country);
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** How people read it: national format at home, international elsewhere. */
export function formatPhone(e164: string, country: string): string {
  const parsed = parsePhone(e164);
  if (!parsed) return e164;
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}
