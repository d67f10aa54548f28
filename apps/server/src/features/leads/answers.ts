import { z } from 'zod';
import { HELP_OPTIONS, PROFESSIONAL_CATEGORIES, SUB_CATEGORIES } from '@portal/domain/leads/contact-options';
import { LEAD_SOURCES, LEAD_STATUSES } from '@portal/domain/leads/inbox';
import { LEAD_COUNTRIES } from '@portal/domain/leads/lead-form';
import { LOCALES } from '@portal/domain/locale/locales';
import { isoInstant, listAnswer } from '@portal/domain/staff/answers';
import { PROGRAM_VALUES, UNIVERSITY_STATE_CODES } from '@portal/domain/university/lists';

/**
 * What the leads inbox's routes answer (admin-routes.ts), as admin-inbox.ts builds it: a row of
 * the list, and for one lead the same row with its stored fields and its answers in words.
 */
const Listed = z.object({
  id: z.string(),
  source: z.enum(LEAD_SOURCES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  // University submissions are from the US.
  country: z.enum(LEAD_COUNTRIES),
  locale: z.enum(LOCALES),
  createdAt: isoInstant(),
  status: z.enum(LEAD_STATUSES),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  notes: z.string(),
});

// The stored row as the form's table holds it (without the duplicate check's hash and key).
const FormLeadFields = z.object({
  id: z.string(),
  kind: z.enum(['scanner_trial', 'contact_us']),
  locale: z.enum(LOCALES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.enum(LEAD_COUNTRIES),
  zip: z.string(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  howCanWeHelp: z.enum(HELP_OPTIONS).nullable(),
  professionalCategory: z.enum(PROFESSIONAL_CATEGORIES).nullable(),
  professionalSubCategory: z.enum(SUB_CATEGORIES).nullable(),
  marketingConsent: z.boolean(),
  providerId: z.string().nullable(),
  createdAt: z.date(),
  anonymisedAt: z.date().nullable(),
});

const UniversityFields = z.object({
  id: z.string(),
  locale: z.enum(LOCALES),
  clinId: z.string().nullable(),
  dentalService: z.boolean(),
  groupName: z.string().nullable(),
  openAccount: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  emailPermanent: z.string(),
  university: z.string(),
  universityOther: z.string().nullable(),
  program: z.enum(PROGRAM_VALUES),
  programDate: z.iso.date(),
  state: z.enum(UNIVERSITY_STATE_CODES),
  license: z.boolean(),
  licenseNumber: z.string().nullable(),
  npiNumber: z.string().nullable(),
  startDate: z.iso.date().nullable(),
  officeName: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  practiceState: z.string().nullable(),
  zip: z.string().nullable(),
  website: z.string().nullable(),
  practicePhone: z.string().nullable(),
  fax: z.string().nullable(),
  createdAt: z.date(),
  anonymisedAt: z.date().nullable(),
});

const Lead = Listed.extend({
  fields: z.union([FormLeadFields, UniversityFields]),
  answers: z.array(z.object({ field: z.string(), label: z.string(), value: z.string() })),
});

export const LeadListAnswer = listAnswer(Listed, 'One page of leads from every form, newest first, and how many match').meta({
  examples: [{
    data: [{
      id: 'contact_us:Qm3yV8cK2LpX7eRt5NwZaA',
      source: 'contact_us',
      firstName: 'Maya',
      lastName: 'Okafor',
      email: 'maya.okafor@brightsmiles.example',
      phone: '+16175550143',
      country: 'US',
      locale: 'en',
      createdAt: '2026-11-19T16:42:08.311Z',
      status: 'contacted',
      ownerId: 'x8Jr2mQw5Tn0bYpLc3VdKA',
      ownerName: 'Dana Whitfield',
      notes: 'Called 11/20, sending the brochure.',
    }, {
      id: 'university:Z2vNq7Rk1SxW4hJm8PbT0g',
      source: 'university',
      firstName: 'Louis',
      lastName: 'Tremblay',
      email: 'l.tremblay@alumni.example.edu',
      phone: '+12125550187',
      country: 'US',
      locale: 'en',
      createdAt: '2026-11-18T21:05:44.020Z',
      status: 'new',
      ownerId: null,
      ownerName: null,
      notes: '',
    }],
    total: 2,
  }],
});
export const LeadAnswer = Lead.describe("The lead with its follow-up, its stored fields, and its answers under its form's labels in the staff member's language");
export const LeadUpdatedAnswer = Lead.describe('The lead with its follow-up as changed');
