import { index, jsonb, pgTable, text, timestamp, integer } from 'drizzle-orm/pg-core';
import type { Locale } from '@portal/domain/locale/locales';

/**
 * Transactional outbox: a feature writes its e-mail in the same transaction as its data, with a
 * pg-boss job that names the row (platform/mail/queue.ts); the mail worker sends it over SMTP when
 * SMTP_URL is set. Without SMTP it stays here and the dev mailbox shows it. The row is the record
 * of every mail: sentAt once delivered; deadAt once every retry failed (a dead letter, listed in
 * the back office until someone sends it again).
 */
export const outbox = pgTable('outbox', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** Given by the caller, or null: then drawn from `text` (react-email, in `locale`) when the mail is sent (platform/mail/outbox.ts). */
  html: text('html'),
  /** The recipient's language, for the HTML part drawn at send time. */
  locale: text('locale').$type<Locale>(),
  attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  deadAt: timestamp('dead_at', { withTimezone: true }),
  /**
   * A worker's claim while it draws the attachments and talks to the SMTP server (no transaction
   * is held meanwhile): another worker leaves the row alone until then. Cleared when the send ends.
   */
  sendingUntil: timestamp('sending_until', { withTimezone: true }),
  /** Set when the body and attachments were purged (retention, or an erasure); who, when and the subject stay. */
  bodyPurgedAt: timestamp('body_purged_at', { withTimezone: true }),
}, (t) => [index('outbox_to_idx').on(t.to), index('outbox_pending_idx').on(t.sentAt)]);

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * An attachment drawn when the mail is sent, not when it is queued: `draw` names the kind (the
 * resolver the app gives the mail worker knows it), `of` the row it is drawn from. A receipt's PDF
 * travels this way, so the payment's transaction stores a reference instead of drawing the PDF
 * (platform/mail/attachments.ts).
 */
export interface MailAttachmentRef {
  draw: string;
  of: Record<string, string>;
  contentType: string;
  /** The file's name when the reference knows it (a ticket's QR); otherwise the resolver names it (a receipt's number). */
  filename?: string;
}

export type OutboxAttachment = MailAttachment | MailAttachmentRef;
