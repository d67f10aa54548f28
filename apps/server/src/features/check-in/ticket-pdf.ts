import { ISSUER } from '@portal/domain/certificates/company';
import { languageOf, type Locale } from '@portal/domain/locale/locales';
import { sessionLocation } from '@portal/domain/schedule/session';
import { formatSessionWhen } from '@portal/domain/schedule/when';
import type { Offering } from '../../db/schema/offerings';
import { translator } from '../../platform/i18n';
import { BRAND_DARK, drawCentered, MUTED, newDocument, wrap } from '../../platform/pdf-kit';
import { ticketQrPng } from './qr';

export interface TicketDocument {
  token: string;
  name: string;
  locale: Locale;
  offering: Offering;
}

/**
 * The one-page door ticket (US Letter, portrait) in the registrant's locale: the person's name,
 * the session (title, date and hours in the venue's zone, venue) and the QR code to show at the door.
 */
export async function renderTicket(d: TicketDocument): Promise<Uint8Array> {
  const t = translator(d.locale);
  const title = languageOf(d.locale) === 'fr' ? d.offering.titleFr : d.offering.titleEn;
  const { doc, fonts } = await newDocument({ title: t('completion:ticket.pdfTitle'), subject: title, author: ISSUER.company, locale: d.locale });
  const page = doc.addPage([612, 792]);
  const { regular, bold } = fonts;

  page.drawRectangle({ x: 36, y: 36, width: 540, height: 720, borderColor: BRAND_DARK, borderWidth: 2 });
  drawCentered(page, ISSUER.company, 716, { size: 12, font: bold, color: BRAND_DARK });
  drawCentered(page, t('completion:ticket.pdfTitle'), 670, { size: 26, font: bold });
  drawCentered(page, d.name, 624, { size: 22, font: bold });
  let y = 586;
  for (const line of wrap(title, 480, { size: 15, font: bold })) {
    drawCentered(page, line, y, { size: 15, font: bold });
    y -= 20;
  }
  if (d.offering.startsAt && d.offering.endsAt) {
    const when = formatSessionWhen({ ...d.offering, startsAt: d.offering.startsAt, endsAt: d.offering.endsAt }, d.locale);
    drawCentered(page, `${when.date} · ${when.time}`, (y -= 4), { size: 12, font: regular });
    y -= 18;
  }
  const venue = d.offering.modality === 'in_person' ? sessionLocation(d.offering) : '';
  for (const line of wrap(venue, 480, { size: 12, font: regular })) {
    drawCentered(page, line, y, { size: 12, font: regular });
    y -= 16;
  }
  const qr = await doc.embedPng(await ticketQrPng(d.token, 8));
  const size = 240;
  page.drawImage(qr, { x: (612 - size) / 2, y: y - 24 - size, width: size, height: size });
  drawCentered(page, t('completion:ticket.showAtDoor'), y - 24 - size - 28, { size: 12, font: regular, color: MUTED });
  return doc.save();
}
