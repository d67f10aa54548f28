import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { parseAuditActionId } from '@portal/domain/staff/audit-actions';
import type { Locale } from '@portal/domain/locale/locales';
import type { AuditQuery } from '@portal/domain/staff/schemas';
import { auditLog } from '../../db/schema/staff';
import { actorName, registrationOfActor } from '../my-registration/actor';

/*
 * Reading the audit log (GET /api/admin/audit), apart from writing it (audit.ts): the reading names
 * a registrant in words (my-registration/actor.ts), and that module builds the Actor that
 * audit.ts defines, so the two in one file made an import circle (issue 50).
 */

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
