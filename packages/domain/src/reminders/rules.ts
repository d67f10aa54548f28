import { z } from 'zod';

/**
 * Lifecycle reminders (issue 11), sent by a scheduled job:
 * - the day before a live session, to each paid registrant: when and where (or the meeting
 *   link), with the calendar file;
 * - to a registrant who stopped mid-funnel: after STALL_HOURS without progress, a fresh resume
 *   link, at most FUNNEL_REMINDER_MAX times, STALL_HOURS apart; an unsubscribe link stops them.
 */
export const SESSION_REMINDER_HOURS_BEFORE = 24;
export const STALL_HOURS = 24;
export const FUNNEL_REMINDER_MAX = 2;
/** A reminder's resume link lasts longer than one asked for on the page (30 minutes): it waits in an inbox. */
export const REMINDER_LINK_HOURS = 72;
/** How often the job looks for reminders to send (cron). */
export const REMINDER_CRON = '*/10 * * * *';

export type ReminderKind = 'session' | 'funnel';

const HOUR = 3_600_000;

/** A session starting within the next SESSION_REMINDER_HOURS_BEFORE hours (and not yet started). */
export function sessionReminderDue(startsAt: Date, now: Date): boolean {
  const ahead = startsAt.getTime() - now.getTime();
  return ahead > 0 && ahead <= SESSION_REMINDER_HOURS_BEFORE * HOUR;
}

/**
 * A stalled registration gets its next funnel reminder when it has had fewer than the maximum,
 * and both its last progress and its last reminder are at least STALL_HOURS old.
 */
export function funnelReminderDue(r: { lastProgressAt: Date; sent: number; lastSentAt: Date | null }, now: Date): boolean {
  if (r.sent >= FUNNEL_REMINDER_MAX) return false;
  const stalled = now.getTime() - r.lastProgressAt.getTime() >= STALL_HOURS * HOUR;
  const rested = !r.lastSentAt || now.getTime() - r.lastSentAt.getTime() >= STALL_HOURS * HOUR;
  return stalled && rested;
}

/** The unsubscribe link's capability (?token=…): 32 random bytes, base64url. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** POST /api/reminders/unsubscribe */
export const unsubscribeSchema = z.strictObject({ token: z.string().regex(UNSUBSCRIBE_TOKEN_PATTERN, { error: 'registration:reminders.invalidLink' }) });
