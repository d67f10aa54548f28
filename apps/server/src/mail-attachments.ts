import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { MailAttachment, MailAttachmentRef } from './db/schema/mail';
import { drawTicketQrAttachment, isTicketQrRef } from './features/check-in/mail-tickets';
import { drawReceiptAttachment } from './features/receipts/service';

/**
 * The attachments queued mail carries as references, drawn when it is sent (the mail worker and
 * the dev mailbox): receipts and credit notes from their frozen rows, door tickets' QR codes from
 * their tokens. Anything else is refused by the receipt resolver (the send fails and is retried).
 */
export function drawMailAttachment(db: NodePgDatabase, ref: MailAttachmentRef): Promise<MailAttachment> {
  return isTicketQrRef(ref) ? drawTicketQrAttachment(ref) : drawReceiptAttachment(db, ref);
}
