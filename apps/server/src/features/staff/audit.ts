import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { parseAuditActionId, type AuditEvent } from '@portal/domain/staff/audit-actions';
import type { Locale } from '@portal/domain/locale/locales';
import type { AuditQuery } from '@portal/domain/staff/schemas';
import { auditLog } from '../../db/schema/staff';
import { actorName, registrationOfActor } from '../my-registration/actor';

/** Who acts: a signed-in staff member, or a command run on the server. */
export interface Actor {
  id: string | null;
  label: string;
  requestId?: string;
}

/** The entity and action are one of the domain's pairs, each with a text in the catalogs. */
export type AuditEntry = AuditEvent & {
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
};

/** Appends one entry; pass the transaction of the change so both commit or neither does. */
export async function writeAudit(db: NodePgDatabase, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorLabel: actor.label,
    requestId: actor.requestId ?? null,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const DAY = 24 * 60 * 60 * 1000;

/**
 * Newest first; `actor` matches the actor's id or part of their label (e-mail), `action` is one
 * of the domain's pairs ("session.publish"), `to` includes its whole day. Each entry says who
 * acted in words (a registrant on their own page in `locale`, with their registration's id).
 */
export async function searchAudit(db: NodePgDatabase, q: AuditQuery, locale: Locale) {
  const where: SQL[] = [];
  if (q.actor) where.push(or(eq(auditLog.actorId, q.actor), ilike(auditLog.actorLabel, `%${escapeLike(q.actor)}%`))!);
  if (q.entity) where.push(eq(auditLog.entity, q.entity));
  const action = q.action ? parseAuditActionId(q.action) : null;
  if (action) where.push(eq(auditLog.entity, action.entity), eq(auditLog.action, action.action));
  if (q.entityId) where.push(eq(auditLog.entityId, q.entityId));
  if (q.from) where.push(gte(auditLog.at, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) where.push(lt(auditLog.at, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY)));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(auditLog).where(filter).orderBy(desc(auditLog.id)).limit(q.perPage).offset((q.page - 1) * q.perPage),
    db.select({ total: count() }).from(auditLog).where(filter),
  ]);
  return {
    data: rows.map((r) => ({
      ...r,
      id: String(r.id),
      at: r.at.toISOString(),
      actorName: actorName(locale, r.actorLabel, { alone: true }),
      actorRegistrationId: registrationOfActor(r.actorLabel),
    })),
    total,
  };
}
