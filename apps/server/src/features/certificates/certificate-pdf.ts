import QRCode from 'qrcode';
import { ISSUER } from '@portal/domain/certificates/company';
import { translator } from '../../platform/i18n';
import type { DocumentData } from './document-data';
import { drawNotes } from './notes-pdf';
import { BRAND_DARK, drawCentered, drawLeft, MUTED, newDocument, pdfSafe, wrap } from '../../platform/pdf-kit';

/**
 * The attendance certificate: US Letter, landscape, in the attendee's locale. The QR code holds
 * the public verification URL, which is also printed for readers of a paper copy.
 */
export async function renderCertificate(d: DocumentData): Promise<Uint8Array> {
  const t = translator(d.locale);
  const { doc, fonts } = await newDocument({ title: t('certificates:pdf.certificateTitle'), subject: d.title, author: ISSUER.company, locale: d.locale });
  const page = doc.addPage([792, 612]);
  const { regular, bold } = fonts;

  page.drawRectangle({ x: 24, y: 24, width: 744, height: 564, borderColor: BRAND_DARK, borderWidth: 3 });
  page.drawRectangle({ x: 32, y: 32, width: 728, height: 548, borderColor: BRAND_DARK, borderWidth: 0.75 });

  drawCentered(page, ISSUER.company, 540, { size: 13, font: bold, color: BRAND_DARK });
  drawCentered(page, t('certificates:pdf.certificateTitle'), 480, { size: 32, font: bold });
  drawCentered(page, t('certificates:pdf.certifies'), 440, { size: 14, font: regular, color: MUTED });
  drawCentered(page, d.name, 398, { size: 28, font: bold });
  drawCentered(page, t('certificates:pdf.attended'), 362, { size: 14, font: regular, color: MUTED });
  let y = 330;
  for (const line of wrap(d.title, 600, { size: 18, font: bold })) {
    drawCentered(page, line, y, { size: 18, font: bold });
    y -= 24;
  }
  for (const line of wrap(`${d.date} · ${d.location}`, 640, { size: 12, font: regular })) {
    drawCentered(page, line, (y -= 4), { size: 12, font: regular });
    y -= 12;
  }
  drawCentered(page, t('certificates:pdf.ceHours', { hours: d.ceHours }), y - 16, { size: 14, font: bold, color: BRAND_DARK });

  // The disclosures and recognition statements, small, between the hours and the signature and QR
  // code; on a page of their own when they do not fit there.
  drawNotes(doc, page, d.notes, { x: 96, top: y - 34, bottom: 160, width: 600, size: 6.5 }, fonts, t);

  // Signature block, bottom left.
  page.drawLine({ start: { x: 72, y: 128 }, end: { x: 292, y: 128 }, thickness: 0.75, color: MUTED });
  drawLeft(page, ISSUER.signer.name, 72, 112, { size: 11, font: bold });
  drawLeft(page, t(ISSUER.signer.titleKey), 72, 98, { size: 10, font: regular, color: MUTED });
  drawLeft(page, ISSUER.company, 72, 84, { size: 10, font: regular, color: MUTED });

  // Verification, bottom right: the QR code and the code and address it stands for.
  const qr = await doc.embedPng(await QRCode.toBuffer(d.verifyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1, scale: 4 }));
  page.drawImage(qr, { x: 648, y: 60, width: 96, height: 96 });
  const right = (text: string, yy: number, size: number, font = regular) => {
    const safe = pdfSafe(text, font);
    page.drawText(safe, { x: 636 - font.widthOfTextAtSize(safe, size), y: yy, size, font, color: MUTED });
  };
  right(t('certificates:pdf.verificationCode', { code: d.verificationCode }), 112, 10, bold);
  right(t('certificates:pdf.verifyAt'), 98, 9);
  right(d.verifyUrl, 86, 8);

  return doc.save();
}
