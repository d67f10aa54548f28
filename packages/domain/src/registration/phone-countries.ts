import type { MetadataJson } from 'libphonenumber-js/core';
import { REGISTRATION_COUNTRIES } from './lists';

/**
 * The portal takes phone numbers of the countries its forms offer (REGISTRATION_COUNTRIES: the
 * United States, Canada and Puerto Rico, calling code 1). libphonenumber-js's smallest metadata
 * covers every country and was 28 KB gzip of each form page's script; `phone-metadata.ts` keeps
 * these three countries of it.
 */
export const PHONE_COUNTRIES = REGISTRATION_COUNTRIES;

/** The part of libphonenumber-js's metadata for PHONE_COUNTRIES (written by scripts/phone-metadata.ts). */
export function phoneMetadataFor(full: MetadataJson): MetadataJson {
  const countries = Object.fromEntries(PHONE_COUNTRIES.map((c) => [c, full.countries[c]]));
  return { ...full, country_calling_codes: { '1': [...PHONE_COUNTRIES] }, countries, nonGeographic: {} } as MetadataJson;
}
