import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgTransaction } from 'drizzle-orm/pg-core';
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
  /** Made from `text` (react-email) when not given, when the mail is sent (htmlOf), so every e-mail has both parts. */
  html?: string;
  /** Files, or references to files drawn when the mail is sent (attachments.ts). */
  attachments?: OutboxAttachment[];
  /** The recipient's language: the HTML part's frame and labels. English when not known. */
  locale?: Locale;
}

/** A mail as a sender gets it: every attachment drawn. */
export type OutgoingMail = Omit<MailMessage, 'attachments' | 'locale'> & { attachments: MailAttachment[] };

/**
 * Queues an e-mail: its outbox row and its pg-boss job, both on the caller's transaction, so the
 * mail exists if and only if the caller's data is committed (outside a transaction, in one of
 * their own).
 */
export async function enqueueMail(db: NodePgDatabase, message: MailMessage): Promise<string> {
  const id = newPublicId();
  const { to, subject, text, attachments = [], locale = 'en' } = message;
  // The HTML part is drawn when the mail is sent (htmlOf), not here: React's render of it held
  // every payment's transaction open a few milliseconds more at a launch (issue 40).
  const write = async (tx: NodePgDatabase) => {
    await tx.insert(outbox).values({ id, to, subject, text, html: message.html ?? null, locale, attachments });
    await queueMailJob(tx, id);
  };
  // In the caller's transaction already: no savepoint (two round trips of every payment).
  if (db instanceof PgTransaction) await write(db);
  else await db.transaction(write);
  return id;
}

/** A row's HTML part: the caller's, or drawn from its text in its locale (react-email). */
export async function htmlOf(row: { subject: string; text: string; html: string | null; locale: Locale | null }): Promise<string> {
  return row.html ?? mailHtml({ subject: row.subject, text: row.text }, row.locale ?? 'en');
}

/** The newest messages to one address (dev mailbox and tests). */
export function messagesTo(db: NodePgDatabase, to: string, limit = 20) {
  return db.select().from(outbox).where(eq(outbox.to, to.toLowerCase())).orderBy(desc(outbox.createdAt)).limit(limit);
}

export function latestMessages(db: NodePgDatabase, limit = 50) {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
}

/** How long a worker's claim on a row lasts: longer than any send (SMTP's own timeouts are minutes). */
export const SENDING_LEASE_SECONDS = 300;

/**
 * Sends one outbox row (a job of the mail queue). The worker first claims the row in one statement
 * (a row already sent, purged or claimed by another worker is not claimed), then draws the
 * referenced attachments (a receipt's PDF, a ticket's QR, by `resolve`) and talks to the SMTP
 * server holding no transaction and no pooled connection, then records the outcome: two workers,
 * or a job retried after a crash, never send it twice, and a slow SMTP server or a PDF being drawn
 * never keeps the requests of the site waiting for a connection (bench:launch showed the worker's
 * open transactions taking most of the pool at 20 arrivals a second, issue 40). A claim left by a
 * crash lapses after SENDING_LEASE_SECONDS. A failure is recorded on the row and thrown so that
 * pg-boss retries the job with backoff; on the last attempt (`final`) the row becomes a dead letter.
 */
export async function deliverOne(
  db: NodePgDatabase,
  outboxId: string,
  send: (m: OutgoingMail) => Promise<void>,
  final: boolean,
  resolve?: AttachmentResolver,
): Promise<'sent' | 'skipped'> {
  const [row] = await db
    .update(outbox)
    .set({ sendingUntil: sql`now() + make_interval(secs => ${SENDING_LEASE_SECONDS})` })
    .where(and(eq(outbox.id, outboxId), isNull(outbox.sentAt), isNull(outbox.bodyPurgedAt), or(isNull(outbox.sendingUntil), lt(outbox.sendingUntil, sql`now()`))))
    .returning();
  if (!row) {
    // A purged body (an erasure, or retention) is never sent: the mail would be empty, and its recipient may be gone.
    const [current] = await db.select({ sentAt: outbox.sentAt, bodyPurgedAt: outbox.bodyPurgedAt }).from(outbox).where(eq(outbox.id, outboxId));
    if (!current || current.sentAt || current.bodyPurgedAt) return 'skipped';
    // Another worker is sending it: this job is retried later, and then finds it sent (or the claim lapsed).
    throw new Error('mail: another worker is sending this mail');
  }
  try {
    const attachments = await resolveAttachments(db, row.attachments, resolve);
    await send({ to: row.to, subject: row.subject, text: row.text, html: await htmlOf(row), attachments });
  } catch (err) {
    const lastError = String((err as Error).message).slice(0, 500);
    await db.update(outbox).set({ attempts: sql`${outbox.attempts} + 1`, lastError, deadAt: final ? new Date() : null, sendingUntil: null }).where(eq(outbox.id, row.id));
    throw err;
  }
  await db.update(outbox).set({ sentAt: new Date(), deadAt: null, attempts: sql`${outbox.attempts} + 1`, sendingUntil: null }).where(eq(outbox.id, row.id));
  return 'sent';
}
