import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { MailAttachment, MailAttachmentRef } from '../../db/schema/mail';
import { ticketLinks } from './documents';
import { ticketQrPng } from './qr';

/** A door ticket as the confirmation e-mail carries it: the holder, the PDF's address and the QR code as a PNG attachment. */
export interface TicketMail {
  name: string;
  pdfUrl: string;
  qr: MailAttachmentRef;
}

const QR_PNG = 'image/png';
const TICKET_QR = 'ticketQr';

/**
 * The registration's valid tickets for its confirmation e-mail (none for on demand). The QR is
 * attached as a PNG rather than linked, so it shows with images blocked and offline at the door.
 * It travels as a reference to the ticket's token and is drawn when the mail is sent
 * (drawTicketQrAttachment): drawing PNGs in the payment's transaction cost a fifth of an
 * instance's time in a burst of payments (bench:launch, issue 40).
 */
export async function ticketsForMail(db: NodePgDatabase, registrationId: string, publicUrl: string): Promise<TicketMail[]> {
  const links = await ticketLinks(db, registrationId);
  return links.map((l, i) => ({
    name: l.name,
    pdfUrl: new URL(l.pdfUrl, publicUrl).toString(),
    qr: { draw: TICKET_QR, of: { token: l.token }, filename: `ticket-${i + 1}.png`, contentType: QR_PNG },
  }));
}

export const isTicketQrRef = (ref: MailAttachmentRef) => ref.draw === TICKET_QR;

/** The mail worker's resolver for a ticket's QR: the token's code as a PNG (scale 6, as mailed before). */
export async function drawTicketQrAttachment(ref: MailAttachmentRef): Promise<MailAttachment> {
  if (!ref.of.token) throw new Error('mail: a ticket QR reference without its token');
  return { filename: ref.filename ?? 'ticket.png', contentType: QR_PNG, contentBase64: (await ticketQrPng(ref.of.token, 6)).toString('base64') };
}
