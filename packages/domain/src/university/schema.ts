import { z } from 'zod/mini';
import { MSG, emailField, optionalText, requiredText } from '../http/validation';
import {
  choice, clinIdField, graduationDateField, licenseNumberField, npiField, optionalPhoneField, phoneField,
  practiceStartDateField, UMSG, websiteField, zipField,
} from './fields';
import { isUniversityOption, UNIVERSITY_OTHER } from './institutions';
import { countryOfState, PROGRAM_VALUES, UNIVERSITY_STATE_CODES, YES_NO } from './lists';

/**
 * The university / residency registration form (spec section 3), the body of
 * POST /api/university-form/. Field names are the spec's (they are the API payload).
 * Required unless named otherwise: clinId, npiNumber and fax are optional; group is asked only
 * when dentalService is yes, licenseNumber only when license is yes, universityOther only when
 * university is Other, and the practice questions only when openAccount is yes. Answers to
 * questions that were not asked are dropped, so the stored row holds only what applies.
 */
const loose = (max: number) => optionalText(max);

const fields = z.object({
  clinId: clinIdField(),
  dentalService: choice(YES_NO),
  group: loose(200),
  openAccount: choice(YES_NO),
  first_name: requiredText(100),
  last_name: requiredText(100),
  phone: phoneField(),
  emailPermanent: emailField(),
  university: requiredText(200).check(z.refine(isUniversityOption, { error: UMSG.university })),
  universityOther: loose(200),
  program: choice(PROGRAM_VALUES),
  programDate: graduationDateField(),
  state: choice(UNIVERSITY_STATE_CODES),
  license: choice(YES_NO),
  licenseNumber: loose(30),
  npiNumber: npiField(),
  startDate: loose(10),
  officeName: loose(200),
  address: loose(200),
  city: loose(100),
  practiceState: loose(2),
  zip: loose(10),
  website: loose(300),
  practicePhone: loose(30),
  fax: loose(30),
}, { error: MSG.invalid });

/** Each field's own rule: staff correcting a stored submission's contact (privacy requests) apply the same ones. */
export const UNIVERSITY_FIELD_RULES = fields.shape;

/** The question each conditional field belongs to, with the schema it must pass when asked. */
function conditionalRules(v: Record<string, unknown>): [string, z.ZodMiniType][] {
  const rules: [string, z.ZodMiniType][] = [];
  if (v.dentalService === 'yes') rules.push(['group', requiredText(200)]);
  if (v.university === UNIVERSITY_OTHER) rules.push(['universityOther', requiredText(200)]);
  if (v.license === 'yes') rules.push(['licenseNumber', licenseNumberField()]);
  if (v.openAccount === 'yes') {
    const country = typeof v.practiceState === 'string' ? countryOfState(v.practiceState) : null;
    rules.push(
      ['startDate', practiceStartDateField()],
      ['officeName', requiredText(200)],
      ['address', requiredText(200)],
      ['city', requiredText(100)],
      ['practiceState', choice(UNIVERSITY_STATE_CODES)],
      ['website', websiteField()],
      ['practicePhone', phoneField()],
      ['fax', optionalPhoneField()],
    );
    // The zip's pattern depends on the state's country; without a valid state only "required" applies.
    rules.push(['zip', country ? zipField(country) : requiredText(10)]);
  }
  return rules;
}

export const UniversityFormSchema = z.pipe(
  fields.check(z.superRefine(
    (v, ctx) => {
      for (const [path, schema] of conditionalRules(v)) {
        const result = schema.safeParse(v[path as keyof typeof v]);
        if (!result.success) ctx.addIssue({ code: 'custom', path: [path], message: result.error.issues[0].message, input: v[path as keyof typeof v] });
      }
    },
    // Run even when other fields failed, so the form shows every problem at once (but only on
    // an object: a body that is null or a list has nothing to check).
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) },
  )),
  z.transform((v: z.output<typeof fields>) => {
    const asked = new Map(conditionalRules(v).map(([path, schema]) => [path, schema.parse(v[path as keyof typeof v]) as string]));
    const answer = (path: string) => asked.get(path) ?? '';
    return {
      clinId: v.clinId,
      dentalService: v.dentalService,
      group: answer('group'),
      openAccount: v.openAccount,
      first_name: v.first_name,
      last_name: v.last_name,
      phone: v.phone,
      emailPermanent: v.emailPermanent,
      university: v.university,
      universityOther: answer('universityOther'),
      program: v.program,
      programDate: v.programDate,
      state: v.state,
      license: v.license,
      licenseNumber: answer('licenseNumber'),
      npiNumber: v.npiNumber,
      startDate: answer('startDate'),
      officeName: answer('officeName'),
      address: answer('address'),
      city: answer('city'),
      practiceState: answer('practiceState'),
      zip: answer('zip'),
      website: answer('website'),
      practicePhone: answer('practicePhone'),
      fax: answer('fax'),
    };
  }),
);

export type UniversityFormInput = z.input<typeof UniversityFormSchema>;
export type UniversityForm = z.output<typeof UniversityFormSchema>;

/** What the server answers on success: the stored submission's public id. */
export const UniversityFormResponseSchema = z.object({ id: z.string() });
export type UniversityFormResponse = z.infer<typeof UniversityFormResponseSchema>;
