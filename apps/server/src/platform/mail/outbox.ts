import { desc, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { outbox, type MailAttachment, type OutboxAttachment } from '../../db/schema/mail';
import type { Locale } from '@portal/domain/locale/locales';
import { newPublicId } from '../security/ids';
import { resolveAttachments, type AttachmentResolver } from './attachments';
import { mailHtml } from './html/mail-html';
import { queueMailJob } from './queue';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Made from `text` (react-email) when not given, so every e-mail has both parts. */
  html?: string;
  /** Files, or references to files drawn when the mail is sent (attachments.ts). */
  attachments?: OutboxAttachment[];
  /** The recipient's language: the HTML part's frame and labels. English when not known. */
  locale?: Locale;
}

/** A mail as a sender gets it: every attachment drawn. */
export type OutgoingMail = Omit<MailMessage, 'attachments' | 'locale'> & { attachments: MailAttachment[] };

/**
 * Queues an e-mail: its outbox row and its pg-boss job, both on the caller's transaction (a
 * savepoint inside it), so the mail exists if and only if the caller's data is committed.
 */
export async function enqueueMail(db: NodePgDatabase, message: MailMessage): Promise<string> {
  const id = newPublicId();
  const { to, subject, text, attachments = [], locale = 'en' } = message;
  const html = message.html ?? (await mailHtml({ subject, text }, locale));
  await db.transaction(async (tx) => {
    await tx.insert(outbox).values({ id, to, subject, text, html, attachments });
    await queueMailJob(tx, id);
  });
  return id;
}

/** The newest messages to one address (dev mailbox and tests). */
export function messagesTo(db: NodePgDatabase, to: string, limit = 20) {
  return db.select().from(outbox).where(eq(outbox.to, to.toLowerCase())).orderBy(desc(outbox.createdAt)).limit(limit);
}

export function latestMessages(db: NodePgDatabase, limit = 50) {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
}

/**
 * Sends one outbox row (a job of the mail queue). The row is locked while it is sent, and a row
 * already sent is skipped: two workers, or a job retried after a crash, never send it twice. A
 * failure is recorded on the row and thrown so that pg-boss retries the job with backoff; on the
 * last attempt (`final`) the row becomes a dead letter. Referenced attachments (a receipt's PDF) are
 * drawn here, after the transaction that queued the mail committed, by `resolve`.
 */
export async function deliverOne(
  db: NodePgDatabase,
  outboxId: string,
  send: (m: OutgoingMail) => Promise<void>,
  final: boolean,
  resolve?: AttachmentResolver,
): Promise<'sent' | 'skipped'> {
  const failure = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(outbox).where(eq(outbox.id, outboxId)).for('update');
    // A purged body (an erasure, or retention) is never sent: the mail would be empty, and its recipient may be gone.
    if (!row || row.sentAt || row.bodyPurgedAt) return 'skipped' as const;
    try {
      const attachments = await resolveAttachments(tx, row.attachments, resolve);
      await send({ to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined, attachments });
    } catch (err) {
      const lastError = String((err as Error).message).slice(0, 500);
      await tx.update(outbox).set({ attempts: sql`${outbox.attempts} + 1`, lastError, deadAt: final ? new Date() : null }).where(eq(outbox.id, row.id));
      return err as Error;
    }
    await tx.update(outbox).set({ sentAt: new Date(), deadAt: null, attempts: sql`${outbox.attempts} + 1` }).where(eq(outbox.id, row.id));
    return 'sent' as const;
  });
  if (failure instanceof Error) throw failure;
  return failure;
}
