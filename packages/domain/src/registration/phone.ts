import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { RegistrationCountry } from './lists';

/** A valid phone number for the country, in E.164 (stored), or null. */
export function normalizePhone(value: string, country: RegistrationCountry | 'US' | 'CA'): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), country);
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** How people read it: national format at home, international elsewhere. */
export function formatPhone(e164: string, country: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}
