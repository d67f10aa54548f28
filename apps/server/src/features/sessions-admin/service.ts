import { and, count, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import { sessionLine } from '@portal/domain/schedule/when';
import { offerFreedSeats } from '../waiting-list/service';
import {
  capacityAllowed,
  nextSessionStatus,
  SESSION_MSG,
  seatsLeftOf,
  sessionAudience,
  type SessionAction,
} from '@portal/domain/sessions-admin/rules';
import {
  SessionCheckSchema,
  type AdminSession,
  type SessionCreate,
  type SessionFields,
  type SessionListQuery,
  type SessionPatch,
} from '@portal/domain/sessions-admin/schemas';
import { offerings, type Offering } from '../../db/schema/offerings';
import { registrations, teamMembers } from '../../db/schema/registration';
import { translator } from '../../platform/i18n';
import { enqueueMail } from '../../platform/mail/outbox';
import { newPublicId } from '../../platform/security/ids';
import { parseOrThrow } from '../registration/parse';
import { assertPresenterAccount } from './presenters';
import { writeAudit, type Actor } from '../staff/audit';

/**
 * Courses and sessions in the back office (issue 10): list, read, create, edit, publish,
 * unpublish and cancel offerings. Every write locks the offering's row, so it queues behind (and
 * ahead of) registrations claiming seats, and writes its audit entry in the same transaction.
 */
const ENTITY = 'session';
const DAY = 24 * 60 * 60 * 1000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toAdminSession(o: Offering): AdminSession {
  return {
    id: o.id,
    kind: o.kind,
    courseType: o.courseType,
    variant: o.variant,
    modality: o.modality,
    titleEn: o.titleEn,
    titleFr: o.titleFr,
    presenter: o.presenter,
    presenterStaffId: o.presenterStaffId,
    language: o.language,
    timeZone: o.timeZone,
    startsAt: iso(o.startsAt),
    endsAt: iso(o.endsAt),
    days: o.days,
    venue: o.venue,
    address: o.address,
    city: o.city,
    state: o.state,
    country: o.country,
    meetingUrl: o.meetingUrl,
    seatsCapacity: o.seatsCapacity,
    seatsTaken: o.seatsTaken,
    seatsLeft: seatsLeftOf(o),
    teamSeatAmount: o.teamSeatAmount,
    feeUsdCents: o.feeUsdCents,
    feeCadCents: o.feeCadCents,
    ceHours: o.ceHours === null ? null : Number(o.ceHours),
    agdSubjectCode: o.agdSubjectCode,
    deliveryMethod: o.deliveryMethod,
    audience: sessionAudience(o),
    ...policyColumns(o),
    status: o.status,
    cancelledAt: iso(o.cancelledAt),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest start first (on-demand offerings, which have no date, at the top). */
export async function listSessions(db: NodePgDatabase, q: SessionListQuery): Promise<{ data: AdminSession[]; total: number }> {
  const where: SQL[] = [];
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`;
    where.push(or(ilike(offerings.titleEn, like), ilike(offerings.titleFr, like), ilike(offerings.city, like), ilike(offerings.venue, like), ilike(offerings.presenter, like))!);
  }
  if (q.status) where.push(eq(offerings.status, q.status));
  if (q.courseType) where.push(eq(offerings.courseType, q.courseType));
  if (q.from) where.push(gte(offerings.startsAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) where.push(lt(offerings.startsAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY)));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(offerings)
      .where(filter)
      .orderBy(sql`${offerings.startsAt} desc nulls first`, offerings.id)
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ total: count() }).from(offerings).where(filter),
  ]);
  return { data: rows.map(toAdminSession), total };
}

export async function getSession(db: NodePgDatabase, id: string): Promise<AdminSession> {
  const [row] = await db.select().from(offerings).where(eq(offerings.id, id));
  if (!row) throw new AppError(404, 'errors:notFound');
  return toAdminSession(row);
}

/** The columns a session's editable fields are stored in (dates as instants). */
function columnsOf(fields: Partial<SessionFields>): Partial<typeof offerings.$inferInsert> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    out[key] = (key === 'startsAt' || key === 'endsAt') && value !== null ? new Date(value as string) : value;
  }
  return out as Partial<typeof offerings.$inferInsert>;
}

export async function createSession(db: NodePgDatabase, actor: Actor, input: SessionCreate): Promise<AdminSession> {
  return db.transaction(async (tx) => {
    await assertPresenterAccount(tx, input.presenterStaffId);
    const id = newPublicId();
    const [row] = await tx
      .insert(offerings)
      .values({ ...(columnsOf(input) as typeof offerings.$inferInsert), id, status: input.status, seatsTaken: 0 })
      .returning();
    const after = toAdminSession(row);
    await writeAudit(tx, actor, { entity: ENTITY, entityId: id, action: 'create', after });
    return after;
  });
}

async function lockSession(tx: NodePgDatabase, id: string, lock = true): Promise<Offering> {
  const query = tx.select().from(offerings).where(eq(offerings.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(404, 'errors:notFound');
  return row;
}

/** A stored session's editable fields, in the shape the request schema reads. */
function fieldsOf(o: Offering): SessionFields {
  const { kind, courseType, variant, modality, titleEn, titleFr, presenter, presenterStaffId, language, timeZone, days, venue, address, city, state, meetingUrl } = o;
  return {
    kind, courseType, variant, modality, titleEn, titleFr, presenter, presenterStaffId, language, timeZone, days, venue, address, city, state, meetingUrl,
    country: o.country as SessionFields['country'],
    startsAt: iso(o.startsAt),
    endsAt: iso(o.endsAt),
    seatsCapacity: o.seatsCapacity,
    teamSeatAmount: o.teamSeatAmount,
    feeUsdCents: o.feeUsdCents,
    feeCadCents: o.feeCadCents,
    ceHours: o.ceHours === null ? null : Number(o.ceHours),
    agdSubjectCode: o.agdSubjectCode,
    deliveryMethod: o.deliveryMethod,
    audience: o.audience,
    ...policyColumns(o),
  };
}

/** The self-service policy's columns as stored: null keeps the domain's default (issue 42). */
const policyColumns = ({ fullRefundHoursBefore, lateRefundPercent, changesHoursBefore, onDemandRefundDays, dearerMoves }: Offering) => ({
  fullRefundHoursBefore, lateRefundPercent, changesHoursBefore, onDemandRefundDays, dearerMoves,
});

/** Whether a field keeps its value (instants compare as instants: ...Z and ...-04:00 may be the same). */
const same = (key: keyof SessionFields, a: unknown, b: unknown) =>
  (key === 'startsAt' || key === 'endsAt') && typeof a === 'string' && typeof b === 'string' ? Date.parse(a) === Date.parse(b) : a === b;

/**
 * Test-only switches: the race test's control run reads the row without locking it, and pauses
 * between the check and the write to let registrations in. The HTTP route never passes them.
 */
export interface EditTestHooks {
  lockRow?: boolean;
  afterCheck?: () => Promise<void>;
}

/**
 * Applies the fields sent. The row is locked first: a registration claiming a seat waits until
 * this commits (and then sees the new capacity), or this waits for it (and then counts its seat),
 * so capacity is never set below the seats taken.
 */
export async function updateSession(db: NodePgDatabase, actor: Actor, id: string, patch: SessionPatch, hooks: EditTestHooks = {}, publicUrl?: string): Promise<AdminSession> {
  return db.transaction(async (tx) => {
    const row = await lockSession(tx, id, hooks.lockRow ?? true);
    if (row.status === 'cancelled') throw new AppError(409, SESSION_MSG.cancelled);
    const current = fieldsOf(row);
    const merged = { ...current, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
    parseOrThrow(SessionCheckSchema, merged);
    if (!capacityAllowed(merged.seatsCapacity, row.seatsTaken)) {
      // Named as the capacity field's refusal: the session form shows it under that field.
      throw new AppError(409, SESSION_MSG.capacityBelowTaken, { taken: row.seatsTaken, capacity: merged.seatsCapacity }, undefined, 'seatsCapacity');
    }
    await hooks.afterCheck?.();
    const changed = (Object.keys(patch) as (keyof SessionFields)[]).filter((k) => patch[k] !== undefined && !same(k, patch[k] ?? null, current[k] ?? null));
    // Checked only when it changes: a session keeps a presenter whose account was disabled since.
    if (changed.includes('presenterStaffId')) await assertPresenterAccount(tx, patch.presenterStaffId);
    if (changed.length === 0) return toAdminSession(row);
    const change = columnsOf(Object.fromEntries(changed.map((k) => [k, patch[k]])));
    const [updated] = await tx.update(offerings).set({ ...change, updatedAt: new Date() }).where(eq(offerings.id, id)).returning();
    await writeAudit(tx, actor, {
      entity: ENTITY,
      entityId: id,
      action: 'update',
      before: Object.fromEntries(changed.map((k) => [k, current[k] ?? null])),
      after: Object.fromEntries(changed.map((k) => [k, fieldsOf(updated)[k] ?? null])),
    });
    // More seats: the waiting list's first in line are offered them (held, so re-read the row).
    if (publicUrl && updated.seatsCapacity > row.seatsCapacity && (await offerFreedSeats(tx, id, publicUrl)) > 0) {
      return toAdminSession((await lockSession(tx, id, true)));
    }
    return toAdminSession(updated);
  });
}

/**
 * Publish, unpublish or cancel. Publishing a published session (or unpublishing a draft) answers
 * the session unchanged and writes nothing; a cancelled session refuses every action (409), so
 * cancelling twice sends no second e-mail. Cancelling e-mails every registrant of the session
 * (and their team members) in the registrant's locale, in the same transaction.
 */
export async function changeSessionStatus(db: NodePgDatabase, actor: Actor, id: string, action: SessionAction): Promise<AdminSession> {
  return db.transaction(async (tx) => {
    const row = await lockSession(tx, id);
    const next = nextSessionStatus(row.status, action);
    if ('refused' in next) throw new AppError(409, next.refused);
    if (next.status === row.status) return toAdminSession(row);
    const now = new Date();
    const [updated] = await tx
      .update(offerings)
      .set({ status: next.status, updatedAt: now, ...(action === 'cancel' ? { cancelledAt: now } : {}) })
      .where(eq(offerings.id, id))
      .returning();
    const notified = action === 'cancel' ? await mailCancellation(tx, updated) : undefined;
    await writeAudit(tx, actor, {
      entity: ENTITY,
      entityId: id,
      action,
      before: { status: row.status },
      after: { status: next.status, ...(action === 'cancel' ? { cancelledAt: now.toISOString(), notified } : {}) },
    });
    // A cancellation also says how many e-mails it queued, for the screen's confirmation.
    return { ...toAdminSession(updated), ...(notified === undefined ? {} : { notified }) };
  });
}

/** One e-mail per registration and per team member it named; returns how many were queued. */
async function mailCancellation(tx: NodePgDatabase, o: Offering): Promise<number> {
  const regs = await tx
    .select({ id: registrations.id, email: registrations.email, firstName: registrations.firstName, lastName: registrations.lastName, locale: registrations.locale })
    .from(registrations)
    // Not to erased people (privacy erasure): their address is a placeholder.
    .where(and(eq(registrations.offeringId, o.id), isNull(registrations.anonymisedAt)))
    .orderBy(registrations.createdAt, registrations.id);
  const team = regs.length
    ? await tx.select().from(teamMembers).where(inArray(teamMembers.registrationId, regs.map((r) => r.id))).orderBy(teamMembers.email)
    : [];
  let sent = 0;
  for (const r of regs) {
    const t = translator(r.locale);
    const { title, session } = sessionLine(o, r.locale);
    const subject = t('admin-sessions:cancelMail.subject', { title });
    await enqueueMail(tx, { to: r.email, subject, text: t('admin-sessions:cancelMail.text', { firstName: r.firstName, session }), locale: r.locale });
    sent++;
    for (const m of team.filter((x) => x.registrationId === r.id)) {
      const registrant = `${r.firstName} ${r.lastName}`;
      await enqueueMail(tx, { to: m.email, subject, text: t('admin-sessions:cancelMail.teamText', { firstName: m.firstName, session, registrant }), locale: r.locale });
      sent++;
    }
  }
  return sent;
}
