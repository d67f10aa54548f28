import { ISSUER } from '@portal/domain/certificates/company';
import { translator } from '../../platform/i18n';
import type { DocumentData } from './document-data';
import { drawNotes } from './notes-pdf';
import { BRAND_DARK, drawLeft, drawParagraph, MUTED, newDocument, pdfSafe, wrap } from '../../platform/pdf-kit';

/**
 * The attendance verification letter for CE credit (spec section 3 'Attendance letter'): course
 * title, date, educational method, location, AGD subject code, course completion code, CE hours,
 * and the signer with the company's address block. US Letter, portrait, in the attendee's locale.
 */
export async function renderLetter(d: DocumentData): Promise<Uint8Array> {
  const t = translator(d.locale);
  const { doc, fonts } = await newDocument({ title: t('certificates:pdf.letterTitle'), subject: d.title, author: ISSUER.company, locale: d.locale });
  const page = doc.addPage([612, 792]);
  const { regular, bold } = fonts;
  const left = 72;
  const width = 468;

  // Letterhead: the company's address block, and the date of issue on the right.
  let y = 736;
  drawLeft(page, ISSUER.company, left, y, { size: 14, font: bold, color: BRAND_DARK });
  for (const line of [...ISSUER.addressLines, ISSUER.phone, ISSUER.email]) drawLeft(page, line, left, (y -= 14), { size: 10, font: regular, color: MUTED });
  const issued = pdfSafe(t('certificates:pdf.issuedOn', { date: d.issuedOn }), regular);
  page.drawText(issued, { x: left + width - regular.widthOfTextAtSize(issued, 10), y: 736, size: 10, font: regular, color: MUTED });
  page.drawLine({ start: { x: left, y: y - 14 }, end: { x: left + width, y: y - 14 }, thickness: 1, color: BRAND_DARK });

  y -= 56;
  drawLeft(page, t('certificates:pdf.letterTitle'), left, y, { size: 18, font: bold });
  y -= 34;
  drawLeft(page, t('certificates:pdf.greeting'), left, y, { size: 11, font: regular });
  y = drawParagraph(page, t('certificates:pdf.letterIntro', { name: d.name }), left, y - 22, width, { size: 11, font: regular });

  const rows: [string, string][] = [
    [t('certificates:pdf.courseTitle'), d.title],
    [t('certificates:pdf.courseDate'), d.date],
    [t('certificates:pdf.educationalMethod'), d.method],
    [t('certificates:pdf.courseLocation'), d.location],
    [t('certificates:pdf.agdSubjectCode'), d.agdSubject],
    [t('certificates:pdf.completionCode'), d.completionCode],
    [t('certificates:pdf.ceHoursLabel'), d.ceHours],
    ...(d.agdNumber ? [[t('certificates:pdf.agdNumber'), d.agdNumber] as [string, string]] : []),
  ];
  y -= 10;
  for (const [label, value] of rows) {
    const lines = wrap(value, 300, { size: 10.5, font: regular });
    drawLeft(page, label, left, y, { size: 10.5, font: bold });
    lines.forEach((line, i) => page.drawText(line, { x: left + 168, y: y - i * 14, size: 10.5, font: regular }));
    y -= Math.max(1, lines.length) * 14 + 8;
  }

  y = drawParagraph(page, t('certificates:pdf.letterClosing'), left, y - 10, width, { size: 11, font: regular });
  drawLeft(page, t('certificates:pdf.sincerely'), left, y - 12, { size: 11, font: regular });
  const notesTop = y - 4;
  y -= 64;
  page.drawLine({ start: { x: left, y }, end: { x: left + 200, y }, thickness: 0.75, color: MUTED });
  drawLeft(page, ISSUER.signer.name, left, (y -= 16), { size: 11, font: bold });
  drawLeft(page, t(ISSUER.signer.titleKey), left, (y -= 14), { size: 10, font: regular });
  drawLeft(page, ISSUER.company, left, (y -= 14), { size: 10, font: regular });
  for (const line of ISSUER.addressLines) drawLeft(page, line, left, (y -= 13), { size: 10, font: regular, color: MUTED });

  // The disclosures and recognition statements beside the signature block; on a page of their own when they do not fit.
  drawNotes(doc, page, d.notes, { x: left + 236, top: notesTop, bottom: 60, width: width - 236, size: 6.5 }, fonts, t);

  drawLeft(page, `${t('certificates:pdf.verificationCode', { code: d.verificationCode })} · ${d.verifyUrl}`, left, 48, { size: 8.5, font: regular, color: MUTED });
  return doc.save();
}
