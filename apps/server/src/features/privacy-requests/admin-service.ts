import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import type { PrivacyRequestSummary } from '@portal/domain/privacy/request-api';
import { privacyRequestDaysLeft, type PrivacyRequestKind, type PrivacyRequestStatus } from '@portal/domain/privacy/requests';
import { privacyRequests, type PrivacyRequestRow } from '../../db/schema/privacy-requests';
import { writeAudit, type Actor } from '../staff/audit';
import type { PrivacyMailSettings } from './mails';
import { notifyOfficer } from './mails';
import { insertStaffRequest } from './request-service';

/** The signed-in staff member acting: who handles the request, and the audit entry's author. */
export interface Staff extends Actor {
  id: string;
}

export interface PrivacyListQuery {
  page: number;
  perPage: number;
  status?: PrivacyRequestStatus;
  kind?: PrivacyRequestKind;
  q?: string;
  sort?: string;
  order?: 'asc' | 'desc' | 'ASC' | 'DESC';
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function toSummary(row: PrivacyRequestRow, now = new Date()): PrivacyRequestSummary {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    email: row.email,
    locale: row.locale,
    source: row.source,
    details: row.details,
    receivedAt: row.receivedAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    dueAt: row.dueAt.toISOString(),
    daysLeft: privacyRequestDaysLeft(row.dueAt, now),
    handledByLabel: row.handledByLabel,
    completedAt: row.completedAt?.toISOString() ?? null,
    outcome: row.outcome,
  };
}

/** The log, soonest due first by default (what is late or close to it comes first). */
export async function listPrivacyRequests(db: NodePgDatabase, q: PrivacyListQuery) {
  const where: SQL[] = [];
  if (q.status) where.push(eq(privacyRequests.status, q.status));
  if (q.kind) where.push(eq(privacyRequests.kind, q.kind));
  if (q.q) where.push(ilike(privacyRequests.email, `%${escapeLike(q.q.toLowerCase())}%`));
  const filter = where.length ? and(...where) : undefined;
  const column = q.sort === 'receivedAt' ? privacyRequests.receivedAt : privacyRequests.dueAt;
  const direction = q.order?.toLowerCase() === 'desc' ? desc(column) : asc(column);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(privacyRequests).where(filter).orderBy(direction, asc(privacyRequests.id)).limit(q.perPage).offset((q.page - 1) * q.perPage),
    db.select({ total: count() }).from(privacyRequests).where(filter),
  ]);
  const now = new Date();
  return { data: rows.map((r) => toSummary(r, now)), total };
}

export async function getPrivacyRequest(db: NodePgDatabase, id: string): Promise<PrivacyRequestRow> {
  const [row] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
  if (!row) throw new AppError(404, 'errors:notFound');
  return row;
}

export interface ActionRules {
  /** The kinds this action answers (an erasure only an erasure request, a correction only a correction). */
  kinds?: readonly PrivacyRequestKind[];
  /** Refuse once the request is answered. */
  open?: boolean;
}

/**
 * The request, locked for the action, after the checks every action shares: a request made on
 * the form is acted on only once confirmed from the mailbox; one whose person was erased names
 * nobody any more.
 */
export async function requestForAction(tx: NodePgDatabase, id: string, rules: ActionRules): Promise<PrivacyRequestRow & { email: string }> {
  const [row] = await tx.select().from(privacyRequests).where(eq(privacyRequests.id, id)).for('update');
  if (!row) throw new AppError(404, 'errors:notFound');
  if (!row.email) throw new AppError(409, 'privacy-requests:errors.erased');
  if (!row.confirmedAt) throw new AppError(409, 'privacy-requests:errors.notConfirmed');
  if (rules.open && row.status !== 'open') throw new AppError(409, 'privacy-requests:errors.closed');
  if (rules.kinds && !rules.kinds.includes(row.kind)) throw new AppError(409, 'privacy-requests:errors.wrongKind');
  return row as PrivacyRequestRow & { email: string };
}

/** The first staff member to act on a request becomes the one handling it. */
export async function markHandled(tx: NodePgDatabase, row: PrivacyRequestRow, staff: Staff): Promise<void> {
  if (row.handledBy) return;
  await tx.update(privacyRequests).set({ handledBy: staff.id, handledByLabel: staff.label }).where(eq(privacyRequests.id, row.id));
}

export async function createPrivacyRequest(
  db: NodePgDatabase,
  settings: PrivacyMailSettings,
  staff: Staff,
  input: Parameters<typeof insertStaffRequest>[2],
): Promise<PrivacyRequestSummary> {
  return db.transaction(async (tx) => {
    const row = await insertStaffRequest(tx, staff, input);
    await notifyOfficer(tx, settings, row);
    await writeAudit(tx, staff, { entity: 'privacy_request', action: 'create', entityId: row.id, after: { kind: row.kind, source: row.source, receivedAt: row.receivedAt.toISOString() } });
    return toSummary(row);
  });
}

/** Answers the request: completed (done as asked) or refused, with staff's note; an answered request stays answered. */
export async function closePrivacyRequest(db: NodePgDatabase, staff: Staff, id: string, body: { status: 'completed' | 'refused'; outcome: string }): Promise<PrivacyRequestSummary> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(privacyRequests).where(eq(privacyRequests.id, id)).for('update');
    if (!row) throw new AppError(404, 'errors:notFound');
    if (row.status !== 'open') throw new AppError(409, 'privacy-requests:errors.closed');
    const [done] = await tx
      .update(privacyRequests)
      .set({
        status: body.status, outcome: body.outcome, completedAt: new Date(),
        handledBy: row.handledBy ?? staff.id, handledByLabel: row.handledByLabel ?? staff.label,
      })
      .where(eq(privacyRequests.id, id))
      .returning();
    // The outcome is staff's free text: it may quote the person, so the entry keeps only the status.
    await writeAudit(tx, staff, { entity: 'privacy_request', action: 'close', entityId: id, before: { status: row.status }, after: { status: body.status } });
    return toSummary(done);
  });
}
