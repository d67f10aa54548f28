import { and, eq, inArray } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Locale } from '@portal/domain/locale/locales';
import { formatSessionWhen } from '@portal/domain/schedule/when';
import { offerings } from '../../db/schema/offerings';
import type { RegistrationRow } from '../../db/schema/registration';
import { auditLog } from '../../db/schema/staff';
import { translator } from '../../platform/i18n';
import { actorName, REGISTRANT_CANCEL_REASON } from '../my-registration/actor';

/** One event of a registration's history, oldest first: what the detail page draws as a timeline. */
export interface TimelineEvent {
  at: string;
  kind:
    | 'registered'
    | 'objectives'
    | 'module'
    | 'quiz'
    | 'payment'
    | 'refund'
    | 'refunded'
    | 'email'
    | 'attendance'
    | 'certificate'
    | 'cancelled'
    | 'moved'
    | 'teamChanged'
    | 'resent'
    | 'resumeLink';
  summary: string;
}

/**
 * Recorded only in the audit log (written in the action's own transaction), which is where these
 * entries come from; a move or team change the registrant made on their own page (issue 42) is
 * there too, by the registrant.
 */
const STAFF_ACTIONS = ['move', 'resend_confirmation', 'send_resume_link', 'change_team'] as const;

/**
 * The staff actions of a registration's history that have no row of their own: moves (from which
 * session to which), resent confirmations and resume links, each with who acted; and the end of a
 * full refund (seats released or kept). Cancellations and refunds (reason, amount) come from their
 * own rows in admin-detail.ts.
 */
export async function staffEvents(db: NodePgDatabase, reg: RegistrationRow, locale: Locale): Promise<TimelineEvent[]> {
  const t = translator(locale);
  const rows = await db
    .select({ at: auditLog.at, action: auditLog.action, actor: auditLog.actorLabel, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'registration'), eq(auditLog.entityId, reg.id), inArray(auditLog.action, [...STAFF_ACTIONS])));
  const moves = rows.filter((r) => r.action === 'move');
  const ids = [...new Set(moves.flatMap((m) => [offeringIdOf(m.before), offeringIdOf(m.after)]).filter((id): id is string => Boolean(id)))];
  const sessions = ids.length ? await db.select().from(offerings).where(inArray(offerings.id, ids)) : [];
  const label = (id: string | null) => {
    const o = sessions.find((s) => s.id === id);
    if (!o) return id ?? '';
    const title = locale === 'fr-CA' ? o.titleFr : o.titleEn;
    const when = o.startsAt ? formatSessionWhen({ startsAt: o.startsAt, endsAt: o.endsAt, days: o.days, timeZone: o.timeZone }, locale).date : null;
    return [title, o.city, when].filter(Boolean).join(' · ');
  };
  const by = (actor: string) => t('admin:registrations.timeline.by', { actor: actorName(locale, actor) });
  const events: TimelineEvent[] = [];
  for (const r of rows) {
    const at = r.at.toISOString();
    if (r.action === 'move') events.push({ at, kind: 'moved', summary: `${t('admin:registrations.timeline.moved', { from: label(offeringIdOf(r.before)), to: label(offeringIdOf(r.after)) })} · ${by(r.actor)}` });
    else if (r.action === 'change_team') events.push({ at, kind: 'teamChanged', summary: `${t('admin:registrations.timeline.teamChanged', teamCounts(r.after))} · ${by(r.actor)}` });
    else if (r.action === 'resend_confirmation') events.push({ at, kind: 'resent', summary: by(r.actor) });
    else if (r.action === 'send_resume_link') events.push({ at, kind: 'resumeLink', summary: by(r.actor) });
  }
  if (reg.refundedAt) {
    events.push({ at: reg.refundedAt.toISOString(), kind: 'refunded', summary: t(`admin:registrations.timeline.${reg.refundKeptSeats ? 'seatsKept' : 'seatsReleased'}`) });
  }
  return events;
}

function teamCounts(value: unknown): { added: number; replaced: number; size: number } {
  const v = (value ?? {}) as { added?: unknown; replaced?: unknown; teamSize?: unknown };
  const n = (x: unknown) => (typeof x === 'number' ? x : 0);
  return { added: n(v.added), replaced: n(v.replaced), size: n(v.teamSize) };
}

/** A cancellation's or refund's reason as staff read it: what staff typed, or the registrant's own cancellation in words. */
export function reasonText(locale: Locale, reason: string): string {
  return reason === REGISTRANT_CANCEL_REASON ? translator(locale)('admin:registrations.timeline.registrantCancelled') : reason;
}

function offeringIdOf(value: unknown): string | null {
  const id = (value as { offeringId?: unknown } | null)?.offeringId;
  return typeof id === 'string' ? id : null;
}
