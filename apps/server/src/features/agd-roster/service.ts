import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import {
  LIVE_PERIOD,
  agdRoster,
  completionMonth,
  rosterDue,
  type RosterAttendee,
  type RosterCourse,
} from '@portal/domain/ce-records/agd-roster';
import { sessionAgdSubject } from '@portal/domain/certificates/certificates';
import { ceHours } from '@portal/domain/course/course';
import { AppError } from '@portal/domain/errors/app-error';
import { agdRosterSubmissions } from '../../db/schema/agd-roster';
import { attendance } from '../../db/schema/certificates';
import { offerings, type Offering } from '../../db/schema/offerings';
import { registrations } from '../../db/schema/registration';
import { notEnded } from '../registration/store';
import { writeAudit, type Actor } from '../staff/audit';
import { emitWebhookEvent } from '../webhooks/emit';

/** The course as the roster prints it: its title in its own language, the presenter, where it took place. */
export function rosterCourseOf(o: Offering): RosterCourse {
  const place = o.courseType === 'live' && o.modality === 'in_person' ? [o.venue, o.city, o.state].filter(Boolean).join(', ') : 'Online';
  return {
    id: o.id,
    courseType: o.courseType,
    title: o.language === 'fr' ? o.titleFr : o.titleEn,
    ceHours: ceHours({ ...o, ceHours: o.ceHours === null ? null : Number(o.ceHours) }, o.language === 'fr' ? 'fr-CA' : 'en'),
    // Staff's code, else the course's (as the certificates print it).
    agdSubjectCode: sessionAgdSubject(o),
    deliveryMethod: o.deliveryMethod,
    presenter: o.presenter,
    location: place,
    startsAt: o.startsAt,
    timeZone: o.timeZone,
  };
}

/**
 * The attended registrations of these sessions, on the session they are on now (a moved
 * registration counts where it is), still standing and not erased.
 */
async function attendeesOf(db: NodePgDatabase, offeringIds: string[]): Promise<RosterAttendee[]> {
  if (!offeringIds.length) return [];
  return db
    .select({
      registrationId: registrations.id,
      sessionId: registrations.offeringId,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      email: registrations.email,
      information: registrations.information,
      attendedAt: attendance.markedAt,
    })
    .from(registrations)
    .innerJoin(attendance, eq(attendance.registrationId, registrations.id))
    .where(and(inArray(registrations.offeringId, offeringIds), notEnded(), isNull(registrations.anonymisedAt)))
    .orderBy(asc(registrations.lastName), asc(registrations.firstName), asc(registrations.id));
}

/** One roster: a live session (period '') or a month of completion of the on-demand course. */
export interface DueRoster {
  sessionId: string;
  period: string;
  courseType: Offering['courseType'];
  title: string;
  startsAt: Date | null;
  endedAt: Date;
  dueAt: Date;
  /** Negative once overdue. */
  daysLeft: number;
  rows: number;
  toAsk: { registrationId: string; name: string; email: string; problem: 'missing' | 'malformed' }[];
}

/**
 * The rosters due: live sessions that have ended and on-demand months that are over, with at
 * least one attendee, not marked sent; the most urgent first.
 */
export async function dueRosters(db: NodePgDatabase, now = new Date()): Promise<DueRoster[]> {
  const [sessions, sent] = await Promise.all([
    db.select().from(offerings).where(ne(offerings.status, 'cancelled')),
    db.select({ offeringId: agdRosterSubmissions.offeringId, period: agdRosterSubmissions.period }).from(agdRosterSubmissions),
  ]);
  const isSent = new Set(sent.map((s) => `${s.offeringId}/${s.period}`));
  const candidates = sessions.filter((o) => o.courseType === 'on_demand' || ((o.endsAt ?? o.startsAt) && (o.endsAt ?? o.startsAt)!.getTime() <= now.getTime()));
  const people = await attendeesOf(db, candidates.map((o) => o.id));
  const due: DueRoster[] = [];
  for (const o of candidates) {
    const mine = people.filter((p) => p.sessionId === o.id);
    const periods = o.courseType === 'on_demand' ? [...new Set(mine.map((p) => completionMonth(p.attendedAt!)))] : mine.length ? [LIVE_PERIOD] : [];
    for (const period of periods) {
      if (isSent.has(`${o.id}/${period}`)) continue;
      const when = rosterDue({ courseType: o.courseType, endsAt: o.endsAt ?? o.startsAt }, period, now);
      if (!when?.ended) continue;
      const roster = agdRoster(rosterCourseOf(o), period, mine);
      due.push({
        sessionId: o.id, period, courseType: o.courseType, title: o.titleEn, startsAt: o.startsAt,
        endedAt: when.endedAt, dueAt: when.dueAt, daysLeft: when.daysLeft, rows: roster.rows.length, toAsk: roster.toAsk,
      });
    }
  }
  return due.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.sessionId.localeCompare(b.sessionId));
}

/** A live session's roster has no period; an on-demand one needs its month. */
function checkPeriod(o: Offering, period: string) {
  if ((o.courseType === 'on_demand') !== (period !== LIVE_PERIOD)) throw new AppError(400, 'admin:agdRosters.errors.period');
}

/** The roster's rows in AGD's order, and the attendees left out for a missing or malformed number. */
export async function rosterOf(db: NodePgDatabase, o: Offering, period: string) {
  checkPeriod(o, period);
  return agdRoster(rosterCourseOf(o), period, await attendeesOf(db, [o.id]));
}

/**
 * Marks a roster sent to AGD: the first mark is kept (who and when), audited and reported to the
 * CRM (webhook `roster.marked_sent`); marking again changes nothing and answers the first.
 */
export async function markSent(db: NodePgDatabase, actor: Actor, o: Offering, period: string) {
  checkPeriod(o, period);
  return db.transaction(async (tx) => {
    const [fresh] = await tx.insert(agdRosterSubmissions).values({ offeringId: o.id, period, sentBy: actor.label }).onConflictDoNothing().returning();
    if (fresh) {
      await writeAudit(tx, actor, { entity: 'agd_roster', entityId: o.id, action: 'mark_sent', after: { period, sentAt: fresh.sentAt.toISOString() } });
      // Reported once, with the first mark, in its transaction (a second mark changes nothing and reports nothing).
      const rows = agdRoster(rosterCourseOf(o), period, await attendeesOf(tx, [o.id])).rows.length;
      await emitWebhookEvent(tx, 'roster.marked_sent', { sessionId: o.id, period: period === LIVE_PERIOD ? null : period, rows, sentAt: fresh.sentAt.toISOString() });
      return { ...fresh, alreadySent: false };
    }
    const [first] = await tx.select().from(agdRosterSubmissions).where(and(eq(agdRosterSubmissions.offeringId, o.id), eq(agdRosterSubmissions.period, period)));
    return { ...first, alreadySent: true };
  });
}
