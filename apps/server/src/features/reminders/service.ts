import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, inArray, isNull, lte, max, notInArray, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { FUNNEL_REMINDER_MAX, REMINDER_LINK_HOURS, SESSION_REMINDER_HOURS_BEFORE, STALL_HOURS, funnelReminderDue, type ReminderKind } from '@portal/domain/reminders/rules';
import { isPublished } from '@portal/domain/sessions-admin/rules';
import { opensForRegistration } from '@portal/domain/schedule/session';
import { PATHS } from '@portal/domain/site/paths';
import { offerings } from '../../db/schema/offerings';
import { registrations } from '../../db/schema/registration';
import { reminders } from '../../db/schema/reminders';
import { notEnded } from '../registration/store';
import { enqueueMail } from '../../platform/mail/outbox';
import { newPublicId } from '../../platform/security/ids';
import { hashToken } from '../resume/service';
import { resumeLink } from '../resume/mail';
import { insertResumeToken } from '../resume/store';
import { funnelReminderMail, sessionReminderMail } from './mails';

const HOUR = 3_600_000;
/** Paid registrations (a live session's registrants); the rest are still in the funnel. */
const PAID = ['confirmation', 'on_demand_confirmation', 'completed'] as const;
const NOT_STALLED = [...PAID, 'error'] as const;

/**
 * Claims one reminder (its row) and queues its mail in the same transaction: when several
 * instances run the job at once, the unique (registration, kind, sequence) lets one of them send it.
 */
async function claimAndSend(
  db: NodePgDatabase,
  row: { registrationId: string; kind: ReminderKind; sequence: number; sentAt: Date; unsubscribeTokenHash?: string },
  mail: (tx: NodePgDatabase) => Promise<Parameters<typeof enqueueMail>[1]>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(reminders).values({ id: newPublicId(), ...row }).onConflictDoNothing().returning({ id: reminders.id });
    if (claimed.length === 0) return false;
    await enqueueMail(tx, await mail(tx));
    return true;
  });
}

/** The day before: each paid registrant (not cancelled, not refunded in full) of a published live session starting within 24 hours, once. */
export async function sendSessionReminders(db: NodePgDatabase, publicUrl: string, now = new Date()): Promise<number> {
  const due = await db
    .select({ r: registrations, o: offerings })
    .from(registrations)
    .innerJoin(offerings, eq(offerings.id, registrations.offeringId))
    .leftJoin(reminders, and(eq(reminders.registrationId, registrations.id), eq(reminders.kind, 'session')))
    .where(
      and(
        eq(offerings.courseType, 'live'),
        eq(offerings.status, 'published'),
        gt(offerings.startsAt, now),
        lte(offerings.startsAt, new Date(now.getTime() + SESSION_REMINDER_HOURS_BEFORE * HOUR)),
        inArray(registrations.status, [...PAID]),
        notEnded(),
        // Erased (privacy erasure): nobody to remind, and no address.
        isNull(registrations.anonymisedAt),
        isNull(reminders.id),
      ),
    );
  let sent = 0;
  for (const { r, o } of due) {
    const person = { registrationId: r.id, email: r.email, firstName: r.firstName, locale: r.locale };
    if (await claimAndSend(db, { registrationId: r.id, kind: 'session', sequence: 1, sentAt: now }, async () => sessionReminderMail(person, o, publicUrl, now))) sent++;
  }
  return sent;
}

/**
 * Registrations stalled mid-funnel for STALL_HOURS (no progress: `updated_at`), still open for
 * registration, not ended (cancelled or refunded in full), not unsubscribed: a fresh resume link, at most FUNNEL_REMINDER_MAX times.
 */
export async function sendFunnelReminders(db: NodePgDatabase, publicUrl: string, now = new Date()): Promise<number> {
  const sentSoFar = db
    .select({ registrationId: reminders.registrationId, sent: count().as('sent'), lastSentAt: max(reminders.sentAt).as('last_sent_at') })
    .from(reminders)
    .where(eq(reminders.kind, 'funnel'))
    .groupBy(reminders.registrationId)
    .as('sent_so_far');
  const candidates = await db
    .select({ r: registrations, o: offerings, sent: sentSoFar.sent, lastSentAt: sentSoFar.lastSentAt })
    .from(registrations)
    .innerJoin(offerings, eq(offerings.id, registrations.offeringId))
    .leftJoin(sentSoFar, eq(sentSoFar.registrationId, registrations.id))
    .where(
      and(
        notInArray(registrations.status, [...NOT_STALLED]),
        notEnded(),
        isNull(registrations.anonymisedAt),
        isNull(registrations.remindersOffAt),
        lte(registrations.updatedAt, new Date(now.getTime() - STALL_HOURS * HOUR)),
        sql`coalesce(${sentSoFar.sent}, 0) < ${FUNNEL_REMINDER_MAX}`,
      ),
    );
  let sent = 0;
  for (const { r, o, ...history } of candidates) {
    const sentCount = Number(history.sent ?? 0);
    const lastSentAt = history.lastSentAt ? new Date(history.lastSentAt as unknown as string) : null;
    if (!funnelReminderDue({ lastProgressAt: r.updatedAt, sent: sentCount, lastSentAt }, now)) continue;
    if (!isPublished(o) || !opensForRegistration(o, now)) continue;
    const unsubscribe = randomBytes(32).toString('base64url');
    const person = { registrationId: r.id, email: r.email, firstName: r.firstName, locale: r.locale };
    const claimed = await claimAndSend(db, { registrationId: r.id, kind: 'funnel', sequence: sentCount + 1, sentAt: now, unsubscribeTokenHash: hashToken(unsubscribe) }, async (tx) => {
      const token = newPublicId();
      await insertResumeToken(tx, hashToken(token), r.id, REMINDER_LINK_HOURS * 60);
      const title = r.locale === 'fr-CA' ? o.titleFr : o.titleEn;
      const unsubscribeUrl = new URL(PATHS.unsubscribe, publicUrl);
      unsubscribeUrl.searchParams.set('token', unsubscribe);
      if (r.locale !== 'en') unsubscribeUrl.searchParams.set('locale', r.locale);
      return funnelReminderMail(person, title, { resume: resumeLink(publicUrl, token, r.locale), unsubscribe: unsubscribeUrl.toString() });
    });
    if (claimed) sent++;
  }
  return sent;
}

/** POST /api/reminders/unsubscribe: the link's registration gets no more funnel reminders. Unknown token: false. */
export async function unsubscribeReminders(db: NodePgDatabase, token: string): Promise<boolean> {
  const [row] = await db.select({ registrationId: reminders.registrationId }).from(reminders).where(eq(reminders.unsubscribeTokenHash, hashToken(token)));
  if (!row) return false;
  await db
    .update(registrations)
    .set({ remindersOffAt: sql`coalesce(${registrations.remindersOffAt}, now())` })
    .where(eq(registrations.id, row.registrationId));
  return true;
}
