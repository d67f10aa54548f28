import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { MailAttachment } from '../../db/schema/mail';
import { ticketLinks } from './documents';
import { ticketQrPng } from './qr';

/** A door ticket as the confirmation e-mail carries it: the holder, the PDF's address and the QR code as a PNG attachment. */
export interface TicketMail {
  name: string;
  pdfUrl: string;
  qr: MailAttachment;
}

/**
 * The registration's valid tickets for its confirmation e-mail (none for on demand). The QR is
 * attached as a PNG rather than linked, so it shows with images blocked and offline at the door.
 */
export async function ticketsForMail(db: NodePgDatabase, registrationId: string, publicUrl: string): Promise<TicketMail[]> {
  const links = await ticketLinks(db, registrationId);
  return Promise.all(
    links.map(async (l, i) => ({
      name: l.name,
      pdfUrl: new URL(l.pdfUrl, publicUrl).toString(),
      qr: { filename: `ticket-${i + 1}.png`, contentType: 'image/png', contentBase64: (await ticketQrPng(l.token, 6)).toString('base64') },
    })),
  );
}
