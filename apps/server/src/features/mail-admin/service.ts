import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import { MAIL_MSG, type AdminMail, type MailListQuery } from '@portal/domain/mail/admin-schemas';
import { outbox } from '../../db/schema/mail';
import { queueMailJob } from '../../platform/mail/queue';
import { writeAudit, type Actor } from '../staff/audit';

/**
 * Mail not delivered yet, for the back office: dead letters (every retry failed) and mails
 * waiting or retrying. A dead letter can be sent again: a new job on the queue, in the same
 * transaction as its audit entry.
 */
type OutboxRow = typeof outbox.$inferSelect;

function toAdminMail(r: Pick<OutboxRow, 'id' | 'to' | 'subject' | 'attempts' | 'lastError' | 'createdAt' | 'deadAt'>): AdminMail {
  return {
    id: r.id,
    to: r.to,
    subject: r.subject,
    state: r.deadAt ? 'dead' : 'waiting',
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    deadAt: r.deadAt ? r.deadAt.toISOString() : null,
  };
}

const columns = { id: outbox.id, to: outbox.to, subject: outbox.subject, attempts: outbox.attempts, lastError: outbox.lastError, createdAt: outbox.createdAt, deadAt: outbox.deadAt };

/** Dead letters first (newest failure first), then waiting mails, oldest first. */
export async function listUndelivered(db: NodePgDatabase, q: MailListQuery): Promise<{ data: AdminMail[]; total: number }> {
  const where: SQL[] = [isNull(outbox.sentAt)];
  if (q.state === 'dead') where.push(isNotNull(outbox.deadAt));
  if (q.state === 'waiting') where.push(isNull(outbox.deadAt));
  const filter = and(...where);
  const [rows, [{ total }]] = await Promise.all([
    db.select(columns).from(outbox).where(filter).orderBy(desc(outbox.deadAt), outbox.createdAt, outbox.id).limit(q.perPage).offset((q.page - 1) * q.perPage),
    db.select({ total: count() }).from(outbox).where(filter),
  ]);
  return { data: rows.map(toAdminMail), total };
}

export async function getUndelivered(db: NodePgDatabase, id: string): Promise<AdminMail> {
  const [row] = await db.select(columns).from(outbox).where(and(eq(outbox.id, id), isNull(outbox.sentAt)));
  if (!row) throw new AppError(404, 'errors:notFound');
  return toAdminMail(row);
}

/** Re-queues a dead letter (409 for a mail that is not one: sent, or still being retried). */
export async function sendAgain(db: NodePgDatabase, actor: Actor, id: string): Promise<AdminMail> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(outbox).where(eq(outbox.id, id)).for('update');
    if (!row) throw new AppError(404, 'errors:notFound');
    if (row.sentAt || !row.deadAt) throw new AppError(409, MAIL_MSG.notDead);
    const [after] = await tx.update(outbox).set({ deadAt: null }).where(eq(outbox.id, id)).returning(columns);
    await queueMailJob(tx, id);
    await writeAudit(tx, actor, { entity: 'mail', entityId: id, action: 'send_again', before: { to: row.to, subject: row.subject, attempts: row.attempts, lastError: row.lastError } });
    return toAdminMail(after);
  });
}
