import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Registration } from '@portal/domain/registration/schema';
import type { Status } from '@portal/domain/registration/status';
import { COMPLETE_STATUSES } from '@portal/domain/registration/complete';
import type { CourseType, Variant } from '@portal/domain/course/course';
import type { Locale } from '@portal/domain/locale/locales';
import { offerings } from '../../db/schema/offerings';
import { registrations, teamMembers } from '../../db/schema/registration';
import { newPublicId } from '../../platform/security/ids';
import { notEnded } from './store';

const DONE: Status[] = [...COMPLETE_STATUSES];

/** Whether this e-mail already has a registration for the offering that is still in the funnel. */
/**
 * Serialises registrations of one person (address) for one session until the caller's commit, so a
 * double submission cannot create two records; other people's registrations do not wait on it.
 */
export async function lockPersonOnSession(tx: NodePgDatabase, offeringId: string, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('registration-person'), hashtext(${`${offeringId}:${email.toLowerCase()}`}))`);
}

export async function hasOpenRegistration(tx: NodePgDatabase, offeringId: string, email: string): Promise<boolean> {
  const rows = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.offeringId, offeringId), eq(registrations.email, email), notInArray(registrations.status, DONE), notEnded()))
    .limit(1);
  return rows.length > 0;
}

/** Whether this e-mail's registration for the offering is already paid for (issue 4: 'Registration already complete'). */
export async function hasCompleteRegistration(db: NodePgDatabase, offeringId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.offeringId, offeringId), eq(registrations.email, email), inArray(registrations.status, DONE), notEnded()))
    .limit(1);
  return rows.length > 0;
}

export interface NewRegistration {
  offeringId: string;
  status: Status;
  courseType: CourseType;
  variant: Variant;
  locale: Locale;
  input: Registration;
  campaign?: { utmSource?: string; utmCampaign?: string };
}

/** The provider record and its team members; the caller's transaction holds the seats. */
export async function insertRegistration(tx: NodePgDatabase, r: NewRegistration): Promise<string> {
  const id = newPublicId();
  const { teamMembers: team, ...information } = r.input;
  await tx.insert(registrations).values({
    id,
    offeringId: r.offeringId,
    status: r.status,
    courseType: r.courseType,
    variant: r.variant,
    locale: r.locale,
    email: information.email,
    firstName: information.firstName,
    lastName: information.lastName,
    country: information.country,
    information,
    dsoCode: information.dsoCode || null,
    utmSource: r.campaign?.utmSource || null,
    utmCampaign: r.campaign?.utmCampaign || null,
  });
  if (team.length) {
    await tx.insert(teamMembers).values(team.map((m) => ({ id: newPublicId(), registrationId: id, ...m })));
  }
  return id;
}

/** Published on-demand offerings: what /registration offers without a campaign id. */
export function onDemandOfferings(db: NodePgDatabase) {
  return db
    .select({ id: offerings.id, variant: offerings.variant, titleEn: offerings.titleEn, titleFr: offerings.titleFr })
    .from(offerings)
    .where(and(eq(offerings.courseType, 'on_demand'), eq(offerings.status, 'published'), inArray(offerings.variant, ['standard', 'pediatric'])))
    // The standard course first, then the pediatric one.
    .orderBy(desc(offerings.variant));
}
