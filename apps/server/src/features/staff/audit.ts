import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AuditEvent } from '@portal/domain/staff/audit-actions';
import { auditLog } from '../../db/schema/staff';

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
