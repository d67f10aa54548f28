import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { outbox, type MailAttachment } from '../../db/schema/mail';
import { newPublicId } from '../security/ids';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** Queues an e-mail; pass the transaction so the mail is sent only if the data is committed. */
export async function enqueueMail(db: NodePgDatabase, message: MailMessage): Promise<string> {
  const id = newPublicId();
  await db.insert(outbox).values({ id, ...message, attachments: message.attachments ?? [] });
  return id;
}

/** The newest messages to one address (dev mailbox and tests). */
export function messagesTo(db: NodePgDatabase, to: string, limit = 20) {
  return db.select().from(outbox).where(eq(outbox.to, to.toLowerCase())).orderBy(desc(outbox.createdAt)).limit(limit);
}

export function latestMessages(db: NodePgDatabase, limit = 50) {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
}

const MAX_ATTEMPTS = 5;

/**
 * Sends what is pending, one row at a time, each claimed with SKIP LOCKED so that several
 * server instances never send the same message twice.
 */
export async function deliverPending(db: NodePgDatabase, send: (m: MailMessage) => Promise<void>): Promise<number> {
  let sent = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(outbox)
        .where(and(isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS)))
        .orderBy(outbox.createdAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      try {
        await send({ to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined, attachments: row.attachments });
        await tx.update(outbox).set({ sentAt: new Date(), attempts: sql`${outbox.attempts} + 1` }).where(eq(outbox.id, row.id));
        sent++;
      } catch (err) {
        await tx.update(outbox).set({ attempts: sql`${outbox.attempts} + 1`, lastError: String((err as Error).message).slice(0, 500) }).where(eq(outbox.id, row.id));
      }
      return true;
    });
    if (!done) return sent;
  }
}
