import { z } from 'zod';
import type { Locale } from '../locale/locales';
import type { CourseType, Modality, Variant } from '../course/course';
import { MSG, emailField, optionalText, requiredText } from '../http/validation';
import { isRegionOf } from '../regions/regions';
import { isValidPostal, normalizePostal } from '../regions/postal';
import { REGISTRATION_COUNTRIES, TEAM_MEMBER_TYPES, needsNpi, rolesFor, specialtiesFor } from './lists';
import { isValidNpi } from './npi';
import { normalizePhone } from './phone';

/** Validation keys shared by the registration-like forms (catalog namespace "errors"). */
export const FIELD_MSG = {
  phone: 'errors:validation.phone',
  postal: 'errors:validation.postal',
  npi: 'errors:validation.npi',
  region: 'errors:validation.region',
  duplicateEmail: 'errors:validation.duplicateEmail',
} as const;

/** A safety bound on the list; the real cap is the offering's team seats, decided by the server. */
export const MAX_TEAM_MEMBERS = 20;

export const teamMemberSchema = z.object({
  type: z.enum(TEAM_MEMBER_TYPES, { error: MSG.required }),
  email: emailField(),
  firstName: requiredText(100),
  lastName: requiredText(100),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** What the information step's form depends on: the offering and the visitor's locale. */
export interface RegistrationContext {
  variant: Variant;
  courseType: CourseType;
  modality: Modality;
  locale: Locale;
}

const yesNo = z.enum(['yes', 'no'], { error: MSG.required });

/** The information step (spec section 3 'Registration / contact'), one schema for browser and server. */
export function registrationSchema(ctx: RegistrationContext) {
  const inPerson = ctx.courseType === 'live' && ctx.modality === 'in_person';
  return z
    .object({
      campaignId: z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(64),
      firstName: requiredText(100),
      lastName: requiredText(100),
      email: emailField(),
      phone: requiredText(40),
      practiceName: requiredText(200),
      role: z.enum(rolesFor(ctx.variant) as [string, ...string[]], { error: MSG.required }),
      specialty: z.enum(specialtiesFor(ctx.variant, ctx.locale) as [string, ...string[]], { error: MSG.required }),
      address1: requiredText(200),
      address2: optionalText(200),
      city: requiredText(100),
      country: z.enum(REGISTRATION_COUNTRIES, { error: MSG.required }),
      state: requiredText(3),
      postalCode: requiredText(12),
      licenseNumber: requiredText(40),
      licenseState: requiredText(3),
      npiNumber: optionalText(10),
      agdNumber: optionalText(20),
      hotelNeeded: inPerson ? yesNo : yesNo.optional(),
      dietaryRestrictions: optionalText(300),
      dsoCode: optionalText(40),
      teamMembers: z.array(teamMemberSchema).max(MAX_TEAM_MEMBERS).default([]),
    })
    .superRefine((v, issue) => {
      const add = (path: string | (string | number)[], message: string) =>
        issue.addIssue({ code: 'custom', path: Array.isArray(path) ? path : [path], message });
      if (v.phone && !normalizePhone(v.phone, v.country)) add('phone', FIELD_MSG.phone);
      if (v.postalCode && !isValidPostal(v.country, v.postalCode)) add('postalCode', FIELD_MSG.postal);
      if (v.state && !isRegionOf(v.country, v.state)) add('state', FIELD_MSG.region);
      if (v.licenseState && !isRegionOf(v.country, v.licenseState)) add('licenseState', FIELD_MSG.region);
      if (needsNpi(v.country)) {
        if (!v.npiNumber) add('npiNumber', MSG.required);
        else if (!isValidNpi(v.npiNumber)) add('npiNumber', FIELD_MSG.npi);
      }
      const seen = new Set([v.email]);
      v.teamMembers.forEach((m, i) => {
        if (seen.has(m.email)) add(['teamMembers', i, 'email'], FIELD_MSG.duplicateEmail);
        seen.add(m.email);
      });
    })
    .transform((v) => ({
      ...v,
      phone: normalizePhone(v.phone, v.country) ?? v.phone,
      postalCode: normalizePostal(v.country, v.postalCode),
      npiNumber: needsNpi(v.country) ? v.npiNumber : '',
      hotelNeeded: inPerson ? v.hotelNeeded : undefined,
      dietaryRestrictions: ctx.courseType === 'live' ? v.dietaryRestrictions : '',
    }));
}

export type RegistrationInput = z.input<ReturnType<typeof registrationSchema>>;
export type Registration = z.output<ReturnType<typeof registrationSchema>>;
