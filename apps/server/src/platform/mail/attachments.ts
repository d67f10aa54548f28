import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { MailAttachment, MailAttachmentRef, OutboxAttachment } from '../../db/schema/mail';

/**
 * Draws a referenced attachment from the row it names (a receipt's PDF from its frozen row). The
 * app gives one to the mail worker and the dev mailbox (app.ts); the platform knows no feature.
 */
export type AttachmentResolver = (db: NodePgDatabase, ref: MailAttachmentRef) => Promise<MailAttachment>;

export const isAttachmentRef = (a: OutboxAttachment): a is MailAttachmentRef => 'draw' in a;

/**
 * The outbox row's attachments as they are sent: bytes kept in the row as they are, references
 * drawn now. A reference without a resolver fails the send (retried, then a dead letter): a mail
 * never leaves without the file it announces.
 */
export async function resolveAttachments(db: NodePgDatabase, list: OutboxAttachment[], resolve?: AttachmentResolver): Promise<MailAttachment[]> {
  const out: MailAttachment[] = [];
  // One after the other: `db` may be a transaction, one connection that runs one query at a time.
  for (const a of list) {
    if (!isAttachmentRef(a)) out.push(a);
    else if (!resolve) throw new Error(`mail: no resolver for the attachment '${a.draw}'`);
    else out.push(await resolve(db, a));
  }
  return out;
}
