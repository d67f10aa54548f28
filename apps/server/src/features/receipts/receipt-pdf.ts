import { ratePercent } from '@portal/domain/checkout/tax';
import { formatDate, formatMoney, formatNumber } from '@portal/domain/locale/format';
import type { ReceiptDocument } from '@portal/domain/receipts/receipt';
import { translator } from '../../platform/i18n';
import { BRAND_DARK, drawLeft, MUTED, newDocument, pdfSafe, wrap, type Fonts } from '../../platform/pdf-kit';
import type { PDFPage } from 'pdf-lib';

/**
 * A receipt or a refund's credit note as a PDF (US Letter, portrait), drawn from its frozen
 * document only, in the document's locale: the same receipt is the same PDF whenever it is drawn.
 */
export async function renderReceipt(d: ReceiptDocument): Promise<Uint8Array> {
  const t = translator(d.locale);
  const money = (cents: number) => formatMoney({ cents, currency: d.currency }, d.locale);
  const refund = d.kind === 'refund' ? d.refund : null;
  const title = t(refund ? 'checkout:receipt.refundTitle' : 'checkout:receipt.title');
  const { doc, fonts } = await newDocument({ title: `${title} ${d.number}`, subject: d.course.title, author: d.company.legalName, locale: d.locale });
  // Reproducible bytes: the document's own date, not the time of drawing.
  doc.setCreationDate(new Date(d.issuedAt));
  doc.setModificationDate(new Date(d.issuedAt));
  const page = doc.addPage([612, 792]);
  const { regular, bold } = fonts;
  const left = 72;
  const right = 540;

  // The seller: name, address, tax registration numbers.
  let y = 736;
  drawLeft(page, d.company.legalName, left, y, { size: 14, font: bold, color: BRAND_DARK });
  const taxNumbers = [
    d.company.gstHstNumber && t('checkout:receipt.gstHst', { number: d.company.gstHstNumber }),
    d.company.qstNumber && t('checkout:receipt.qst', { number: d.company.qstNumber }),
    d.company.ein && t('checkout:receipt.ein', { number: d.company.ein }),
  ].filter((s): s is string => Boolean(s));
  for (const line of [...d.company.addressLines, ...taxNumbers]) drawLeft(page, line, left, (y -= 13), { size: 9.5, font: regular, color: MUTED });

  // The receipt's title, number and date on the right.
  drawRight(page, title, right, 736, { size: 16, font: bold });
  drawRight(page, t(refund ? 'checkout:receipt.refundNumber' : 'checkout:receipt.number', { number: d.number }), right, 716, { size: 10, font: regular });
  drawRight(page, t('checkout:receipt.date', { date: formatDate(d.issuedAt, d.locale) }), right, 702, { size: 10, font: regular });
  if (refund?.originalNumber) drawRight(page, t('checkout:receipt.original', { number: refund.originalNumber }), right, 688, { size: 10, font: regular });

  y -= 20;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 1, color: BRAND_DARK });

  // The registrant and the course.
  y -= 24;
  drawLeft(page, t('checkout:receipt.billedTo'), left, y, { size: 10.5, font: bold });
  drawLeft(page, t('checkout:receipt.course'), 320, y, { size: 10.5, font: bold });
  const who = [d.registrant.name, d.registrant.practice, ...d.registrant.addressLines, d.registrant.email];
  const course = [...wrap(d.course.title, 220, { size: 10, font: regular }), ...(d.course.when ? wrap(d.course.when, 220, { size: 10, font: regular }) : [])];
  for (let i = 0; i < Math.max(who.length, course.length); i++) {
    y -= 13;
    if (who[i]) drawLeft(page, who[i], left, y, { size: 10, font: regular });
    if (course[i]) drawLeft(page, course[i], 320, y, { size: 10, font: regular });
  }

  // The lines: course fee, scanner trial, discount, each tax, total.
  y -= 30;
  const rows: [string, string, boolean?][] = [[t('checkout:summary.courseFee'), money(d.courseFeeCents)]];
  if (d.discount) {
    const label = d.discount.kind === 'coupon' ? t('checkout:summary.discount', { code: d.discount.code }) : t('checkout:receipt.dsoDiscount', { code: d.discount.code });
    rows.push([label, money(-d.discount.cents)]);
  }
  for (const line of d.taxes) rows.push([t(`checkout:summary.tax.${line.code}`, { rate: formatNumber(ratePercent(line.rate), d.locale) }), money(line.cents)]);
  if (d.scannerTrial) rows.push([t('checkout:summary.scannerTrial'), money(d.scannerTrial.cents)]);
  rows.push([t(refund ? 'checkout:receipt.originalTotal' : 'checkout:receipt.total'), money(d.totalCents), !refund]);
  if (refund) rows.push([t('checkout:receipt.refunded'), money(refund.amountCents), true]);
  drawLeft(page, t('checkout:summary.item'), left, y, { size: 10, font: bold, color: MUTED });
  drawRight(page, t('checkout:summary.amount'), right, y, { size: 10, font: bold, color: MUTED });
  y -= 6;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5, color: MUTED });
  for (const [label, amount, strong] of rows) {
    y -= 18;
    const font = strong ? bold : regular;
    drawLeft(page, label, left, y, { size: 10.5, font });
    drawRight(page, amount, right, y, { size: 10.5, font });
  }
  y -= 8;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5, color: MUTED });

  // Currency, card and reference.
  y -= 20;
  drawLeft(page, t('checkout:summary.currency', { currency: d.currency }), left, y, { size: 10, font: regular });
  if (d.card) {
    const key = refund ? 'checkout:receipt.refundCard' : 'checkout:receipt.card';
    drawLeft(page, t(key, { brand: cardBrand(d.card.brand), last4: d.card.last4 }), left, (y -= 14), { size: 10, font: regular });
  }
  if (d.paymentReference) {
    const key = refund ? 'checkout:receipt.refundReference' : 'checkout:receipt.reference';
    drawLeft(page, t(key, { reference: d.paymentReference }), left, (y -= 14), { size: 10, font: regular, color: MUTED });
  }
  if (!refund) drawLeft(page, t('checkout:receipt.thanks'), left, (y -= 28), { size: 10.5, font: regular });
  return doc.save();
}

function drawRight(page: PDFPage, text: string, x: number, y: number, o: { size: number; font: Fonts['regular']; color?: typeof MUTED }) {
  const safe = pdfSafe(text, o.font);
  page.drawText(safe, { x: x - o.font.widthOfTextAtSize(safe, o.size), y, size: o.size, font: o.font, color: o.color });
}

/** 'visa' → 'Visa', 'amex' → 'Amex': the provider's brand code as people write it. */
function cardBrand(brand: string): string {
  const names: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };
  return names[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}
