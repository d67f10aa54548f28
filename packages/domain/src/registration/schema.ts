import { z } from 'zod/mini';
import type { Locale } from '../locale/locales';
import type { CourseType, Modality, Variant } from '../course/course';
import { MSG, emailField, optionalText, requiredText } from '../http/validation';
import { isRegionOf } from '../regions/regions';
import { isValidPostal, normalizePostal } from '../regions/postal';
import { addressFields } from './address-fields';
import { REGISTRATION_COUNTRIES, TEAM_MEMBER_TYPES, needsNpi, rolesFor, specialtiesFor } from './lists';
import { isValidNpi } from './npi';
import { normalizePhone } from './phone';
import { YES_NO } from '../site/yes-no';
import { AGD_NUMBER_MSG } from '../ce-records/agd-roster';

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

const yesNo = z.enum(YES_NO, { error: MSG.required });

/** Digits only: people type NPIs with spaces or dashes. */
const npiDigits = (value: string) => value.replace(/[\s-]/g, '');

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The team members (by index) whose e-mail is the doctor's own or an earlier member's: each person
 * holds one seat and one ticket. The registration form and the registrant's own page (team changes) both apply it.
 */
export function duplicateTeamEmails(ownEmail: unknown, members: readonly unknown[]): number[] {
  const seen = new Set([str(ownEmail).trim().toLowerCase()]);
  const duplicates: number[] = [];
  members.forEach((m, i) => {
    const email = isObject(m) ? str(m.email).trim().toLowerCase() : '';
    if (!email) return;
    if (seen.has(email)) duplicates.push(i);
    seen.add(email);
  });
  return duplicates;
}

/** The information step (spec section 3 'Registration / contact'), one schema for browser and server. */
export function registrationSchema(ctx: RegistrationContext) {
  const inPerson = ctx.courseType === 'live' && ctx.modality === 'in_person';
  const fields = z.object({
    campaignId: z.string({ error: MSG.required }).check(z.trim(), z.minLength(1, { error: MSG.required }), z.maxLength(64)),
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: emailField(),
    phone: requiredText(40),
    practiceName: requiredText(200),
    role: z.enum(rolesFor(ctx.variant) as [string, ...string[]], { error: MSG.required }),
    specialty: z.enum(specialtiesFor(ctx.variant, ctx.locale) as [string, ...string[]], { error: MSG.required }),
    ...addressFields(),
    licenseNumber: requiredText(40),
    licenseState: requiredText(3),
    npiNumber: optionalText(20),
    // Optional; when given, AGD's six-digit member ID (issue 52), spaces around it tidied.
    agdNumber: z._default(z.optional(z.string({ error: MSG.invalid }).check(z.trim(), z.regex(/^(\d{6})?$/, { error: AGD_NUMBER_MSG }))), ''),
    hotelNeeded: inPerson ? yesNo : z.optional(yesNo),
    dietaryRestrictions: optionalText(300),
    dsoCode: optionalText(40),
    teamMembers: z._default(z.array(teamMemberSchema).check(z.maxLength(MAX_TEAM_MEMBERS)), []),
  });
  const checked = fields.check(
    z.superRefine(
      (v, issue) => {
        // Runs even when other fields are still missing (see `when`), so the input may be partial.
        const add = (path: string | (string | number)[], message: string) =>
          issue.addIssue({ code: 'custom', path: Array.isArray(path) ? path : [path], message });
        const country = v.country;
        const phone = str(v.phone).trim();
        const postal = str(v.postalCode).trim();
        const state = str(v.state).trim();
        const licenseState = str(v.licenseState).trim();
        if (phone && !normalizePhone(phone, country)) add('phone', FIELD_MSG.phone);
        if (postal && !isValidPostal(country, postal)) add('postalCode', FIELD_MSG.postal);
        if (state && !isRegionOf(country, state)) add('state', FIELD_MSG.region);
        if (licenseState && !isRegionOf(country, licenseState)) add('licenseState', FIELD_MSG.region);
        if (needsNpi(country)) {
          const npi = npiDigits(str(v.npiNumber));
          if (!npi) add('npiNumber', MSG.required);
          else if (!isValidNpi(npi)) add('npiNumber', FIELD_MSG.npi);
        }
        for (const i of duplicateTeamEmails(v.email, Array.isArray(v.teamMembers) ? v.teamMembers : [])) add(['teamMembers', i, 'email'], FIELD_MSG.duplicateEmail);
      },
      // Zod skips refinements once a field has failed; these checks only need a valid country.
      { when: (payload) => isObject(payload.value) && (REGISTRATION_COUNTRIES as readonly unknown[]).includes(payload.value.country) },
    ),
  );
  return z.pipe(
    checked,
    z.transform((v: z.output<typeof fields>) => ({
      ...v,
      phone: normalizePhone(v.phone, v.country) ?? v.phone,
      postalCode: normalizePostal(v.country, v.postalCode),
      npiNumber: needsNpi(v.country) ? npiDigits(v.npiNumber) : '',
      hotelNeeded: inPerson ? v.hotelNeeded : undefined,
      // Meals are served at in-person sessions only.
      dietaryRestrictions: inPerson ? v.dietaryRestrictions : '',
      dsoCode: v.dsoCode.toUpperCase(),
    })),
  );
}

export type RegistrationInput = z.input<ReturnType<typeof registrationSchema>>;
export type Registration = z.output<ReturnType<typeof registrationSchema>>;
