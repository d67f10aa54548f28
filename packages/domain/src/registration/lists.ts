import type { Locale } from '../locale/locales';
import type { Variant } from '../course/course';

/** Spec section 6. Values are stable codes; labels are catalog keys `registration:roles.<code>` etc. */
export const ROLES = ['doctor_owner', 'new_graduate', 'associate', 'dso', 'pediatric_dentist'] as const;
export type Role = (typeof ROLES)[number];

export const SPECIALTIES = ['gp', 'ortho', 'pediatric'] as const;
export type Specialty = (typeof SPECIALTIES)[number];

export const TEAM_MEMBER_TYPES = ['hygienist', 'treatment_coordinator', 'dental_assistant', 'front_desk', 'office_manager'] as const;
export type TeamMemberType = (typeof TEAM_MEMBER_TYPES)[number];

/** Registration countries (contact-us uses US and CA only). */
export const REGISTRATION_COUNTRIES = ['US', 'CA', 'PR'] as const;
export type RegistrationCountry = (typeof REGISTRATION_COUNTRIES)[number];

/** 'Pediatric dentist' is a role only in the pediatric variant. */
export function rolesFor(variant: Variant): readonly Role[] {
  return variant === 'pediatric' ? ROLES : ROLES.filter((r) => r !== 'pediatric_dentist');
}

/** 'Pediatric dentist' is a specialty only in the pediatric variant, and never in the en-CA list. */
export function specialtiesFor(variant: Variant, locale: Locale): readonly Specialty[] {
  if (variant !== 'pediatric' || locale === 'en-CA') return SPECIALTIES.filter((s) => s !== 'pediatric');
  return SPECIALTIES;
}

/** NPI is a US identifier; Puerto Rico's dentists have one too. */
export function needsNpi(country: RegistrationCountry): boolean {
  return country === 'US' || country === 'PR';
}

/** The currency a registration pays in: USD for US and PR, CAD for CA. */
export function currencyFor(country: RegistrationCountry): 'USD' | 'CAD' {
  return country === 'CA' ? 'CAD' : 'USD';
}
