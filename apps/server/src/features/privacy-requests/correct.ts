import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { z } from 'zod/mini';
import { AppError } from '@portal/domain/errors/app-error';
import { LEAD_MSG, personFields } from '@portal/domain/leads/fields';
import { CORRECTABLE_FIELDS, type PrivacyCorrection, type PrivacyFindings, type PrivacySource } from '@portal/domain/privacy/request-api';
import { normalizePhone } from '@portal/domain/registration/phone';
import type { RegistrationCountry } from '@portal/domain/registration/lists';
import { registrationSchema, teamMemberSchema } from '@portal/domain/registration/schema';
import { UNIVERSITY_FIELD_RULES } from '@portal/domain/university/schema';
import { joinWaitingListSchema, WAITING_LIST_MSG } from '@portal/domain/waiting-list/rules';
import { leads } from '../../db/schema/leads';
import { offerings } from '../../db/schema/offerings';
import { registrations, teamMembers, type RegistrationRow } from '../../db/schema/registration';
import { universitySubmissions } from '../../db/schema/university';
import { waitingList } from '../../db/schema/waiting-list';
import { isUniqueViolation } from '../checkout/clin-id';
import { fieldErrors } from '../registration/parse';
import { hasOpenRegistration } from '../registration/register-store';
import { writeAudit } from '../staff/audit';
import { markHandled, requestForAction, type Staff } from './admin-service';
import type { Locale } from '@portal/domain/locale/locales';
import { findPersonalData } from './findings';

/**
 * POST /api/admin/privacy-requests/:id/correct. Each new value passes the rule of the form that
 * collected it (the registration's information step for its course and country, the team member
 * list, the lead forms, the university form, the waiting list) and is stored as that form stores
 * it (phones in E.164, addresses lower-case). Only records found for the request's address may
 * change, only in CORRECTABLE_FIELDS; all changes apply together or none. The audit entry names
 * the records and fields changed, never a value.
 */
type Issue = { path: (string | number)[]; message: string };
type Change = PrivacyCorrection['changes'][number] & { index: number };
/** A field's check: the stored value, or the catalog key of the refusal. */
type Check = (value: string) => { value: string } | { error: string };

const byRule = (rule: z.ZodMiniType): Check => (value) => {
  const r = rule.safeParse(value);
  return r.success ? { value: String(r.data) } : { error: r.error.issues[0].message };
};

/** Answers the findings as the screen shows them, in `screenLocale` (the staff member's). */
export async function correctPersonalData(
  db: NodePgDatabase, staff: Staff, requestId: string, body: PrivacyCorrection, officerEmail?: string, screenLocale?: Locale,
): Promise<PrivacyFindings> {
  return db.transaction(async (tx) => {
    const request = await requestForAction(tx, requestId, { kinds: ['correction'], open: true });
    const found = await findPersonalData(tx, request.email, request.locale);
    const issues: Issue[] = [];
    const groups = new Map<string, Change[]>();
    body.changes.forEach((c, index) => {
      if (!CORRECTABLE_FIELDS[c.source]?.includes(c.field)) issues.push({ path: ['changes', index, 'field'], message: 'privacy-requests:errors.notCorrectable' });
      else if (!found.ids[c.source].includes(c.id)) issues.push({ path: ['changes', index, 'id'], message: 'privacy-requests:errors.unknownRecord' });
      else groups.set(`${c.source} ${c.id}`, [...(groups.get(`${c.source} ${c.id}`) ?? []), { ...c, index }]);
    });
    if (issues.length) throw fieldErrors(issues);
    for (const changes of groups.values()) await APPLY[changes[0].source as keyof typeof APPLY](tx, changes[0].id, changes, issues);
    if (issues.length) throw fieldErrors(issues);
    await markHandled(tx, request, staff);
    await writeAudit(tx, staff, {
      entity: 'privacy_request', action: 'correct', entityId: request.id,
      after: { changes: body.changes.map((c) => ({ source: c.source, id: c.id, field: c.field })) },
    });
    return (await findPersonalData(tx, request.email, screenLocale ?? request.locale, officerEmail)).findings;
  });
}

/** Checks each change of one record, then stores them; a refused value is added to `issues` and nothing of the record is written. */
function checked(changes: Change[], checks: (field: string) => Check, issues: Issue[]): Record<string, string> | null {
  const values: Record<string, string> = {};
  let ok = true;
  for (const c of changes) {
    const result = checks(c.field)(c.value);
    if ('error' in result) {
      issues.push({ path: ['changes', c.index, 'value'], message: result.error });
      ok = false;
    } else values[c.field] = result.value;
  }
  return ok ? values : null;
}

type Apply = (tx: NodePgDatabase, id: string, changes: Change[], issues: Issue[]) => Promise<void>;

/** The information step's own rules for the registration's course, locale and country (as staff's contact correction applies them). */
const correctRegistration: Apply = async (tx, id, changes, issues) => {
  const [row] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update');
  const [offering] = await tx.select().from(offerings).where(eq(offerings.id, row.offeringId));
  const schema = registrationSchema({ variant: offering.variant, courseType: offering.courseType, modality: offering.modality, locale: row.locale });
  const stored = row.information as unknown as Record<string, unknown>;
  const change = Object.fromEntries(changes.map((c) => [c.field, c.value]));
  const result = schema.safeParse({ ...stored, ...change, campaignId: row.offeringId, teamMembers: [] });
  const refused = result.success ? [] : result.error.issues.filter((i) => String(i.path[0]) in change);
  for (const i of refused) issues.push({ path: ['changes', changes.find((c) => c.field === String(i.path[0]))!.index, 'value'], message: i.message });
  if (refused.length) return;
  const clean = result.success ? (result.data as Record<string, unknown>) : { ...stored, ...change, phone: normalizePhone(String(change.phone ?? stored.phone), row.country as RegistrationCountry) ?? change.phone ?? stored.phone };
  const values = Object.fromEntries(Object.keys(change).map((k) => [k, String(clean[k])]));
  const email = values.email ?? row.email;
  if (email !== row.email && (await hasOpenRegistration(tx, row.offeringId, email))) throw new AppError(409, 'admin:registrations.errors.emailTaken');
  await tx
    .update(registrations)
    .set({
      information: { ...stored, ...values } as RegistrationRow['information'],
      email, firstName: values.firstName ?? row.firstName, lastName: values.lastName ?? row.lastName, updatedAt: new Date(),
    })
    .where(eq(registrations.id, id));
};

const correctTeamMember: Apply = async (tx, id, changes, issues) => {
  const [row] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for('update');
  const values = checked(changes, (field) => byRule(teamMemberSchema.shape[field as 'firstName' | 'lastName' | 'email']), issues);
  if (values) await tx.update(teamMembers).set(values).where(eq(teamMembers.id, row.id));
};

/** The lead forms' person fields; the phone as the forms store it, in E.164 for the lead's country. */
const correctLead: Apply = async (tx, id, changes, issues) => {
  const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
  const rule = (field: string): Check => {
    if (field !== 'phone') return byRule(personFields[field as 'firstName' | 'lastName' | 'email']);
    return (value) => {
      const base = byRule(personFields.phone)(value);
      if ('error' in base) return base;
      const e164 = normalizePhone(base.value, row.country);
      return e164 ? { value: e164 } : { error: LEAD_MSG.phone };
    };
  };
  const values = checked(changes, rule, issues);
  if (values) await tx.update(leads).set(values).where(eq(leads.id, id));
};

/** The university form's fields, by the form's own names. */
const UNIVERSITY_NAMES = { firstName: 'first_name', lastName: 'last_name', email: 'emailPermanent', phone: 'phone' } as const;
const correctUniversity: Apply = async (tx, id, changes, issues) => {
  await tx.select({ id: universitySubmissions.id }).from(universitySubmissions).where(eq(universitySubmissions.id, id)).for('update');
  const values = checked(changes, (field) => byRule(UNIVERSITY_FIELD_RULES[UNIVERSITY_NAMES[field as keyof typeof UNIVERSITY_NAMES]]), issues);
  if (!values) return;
  const { firstName, lastName, email, phone } = values;
  await tx.update(universitySubmissions).set({ firstName, lastName, emailPermanent: email, phone }).where(eq(universitySubmissions.id, id));
};

const correctWaitingList: Apply = async (tx, id, changes, issues) => {
  await tx.select({ id: waitingList.id }).from(waitingList).where(eq(waitingList.id, id)).for('update');
  const values = checked(changes, (field) => byRule(joinWaitingListSchema.shape[field as 'firstName' | 'lastName' | 'email']), issues);
  if (!values) return;
  // The new address may already be waiting for the same session (one place in line per address).
  await tx.update(waitingList).set(values).where(eq(waitingList.id, id)).catch((err: unknown) => {
    throw isUniqueViolation(err, 'waiting_list_open_idx') ? new AppError(409, WAITING_LIST_MSG.already) : err;
  });
};

const APPLY: Record<Exclude<PrivacySource, 'consents' | 'mails'>, Apply> = {
  registrations: correctRegistration,
  teamMemberships: correctTeamMember,
  leads: correctLead,
  universitySubmissions: correctUniversity,
  waitingList: correctWaitingList,
};
