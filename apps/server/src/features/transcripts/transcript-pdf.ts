import type { PDFPage } from 'pdf-lib';
import { ISSUER } from '@portal/domain/certificates/company';
import type { Transcript } from '@portal/domain/ce-records/transcript';
import { formatDate, formatNumber } from '@portal/domain/locale/format';
import { languageOf, type Locale } from '@portal/domain/locale/locales';
import { translator } from '../../platform/i18n';
import { BRAND_DARK, drawLeft, drawParagraph, MUTED, newDocument, pdfSafe, wrap, type Fonts } from '../../platform/pdf-kit';
import { drawNotes } from '../certificates/notes-pdf';

/** What the transcript prints besides its lines: whose it is, and the company's recognition statements (config). */
export interface TranscriptHeader {
  locale: Locale;
  name: string;
  email: string;
  /** The registrant's AGD member ID when well-formed; '' prints none. */
  agdNumber: string;
  issuedAt: Date;
  verifyBase: string;
  statements: string[];
}

const PAGE: [number, number] = [612, 792];
const LEFT = 48;
const WIDTH = 516;
const SIZE = 8.5;
const LEADING = 11;
/** Columns: date, course, delivery method, AGD subject code, CE hours, verification code (x offsets and widths). */
const COLUMNS = [
  { key: 'date', width: 66 },
  { key: 'course', width: 170 },
  { key: 'method', width: 72 },
  { key: 'subject', width: 54 },
  { key: 'hours', width: 40 },
  { key: 'code', width: 114 },
] as const;

export const hoursText = (h: number, locale: Locale) => formatNumber(h, locale, Number.isInteger(h) ? 0 : 1);
export const dayText = (day: string, locale: Locale) => formatDate(`${day}T12:00:00Z`, locale);

/**
 * A dentist's CE transcript (issue 52, item 4): US Letter, portrait, in the reader's locale. The
 * header says whose it is and which period it covers (only that period's courses are listed); a
 * line per course by date; the hours per AGD subject code and overall; where each line's
 * certificate is verified; the company's recognition statements when configured (none claimed
 * otherwise). The table carries on over pages with its header repeated.
 */
export async function renderTranscript(tr: Transcript, h: TranscriptHeader): Promise<Uint8Array> {
  const t = translator(h.locale);
  const { doc, fonts } = await newDocument({ title: t('certificates:transcript.pdfTitle'), subject: h.name, author: ISSUER.company, locale: h.locale });
  const { regular, bold } = fonts;
  let page = doc.addPage(PAGE);
  let y = 744;

  drawLeft(page, ISSUER.company, LEFT, y, { size: 13, font: bold, color: BRAND_DARK });
  const issued = pdfSafe(t('certificates:transcript.issuedOn', { date: formatDate(h.issuedAt, h.locale) }), regular);
  page.drawText(issued, { x: LEFT + WIDTH - regular.widthOfTextAtSize(issued, 9), y, size: 9, font: regular, color: MUTED });
  drawLeft(page, t('certificates:transcript.pdfTitle'), LEFT, (y -= 30), { size: 18, font: bold });
  y -= 8;
  const about = [
    t('certificates:transcript.participant', { name: h.name }),
    t('certificates:transcript.email', { email: h.email }),
    ...(h.agdNumber ? [t('certificates:transcript.agdNumber', { number: h.agdNumber })] : []),
    periodText(tr, h.locale),
  ];
  for (const line of about) y = drawParagraph(page, line, LEFT, y - 6, WIDTH, { size: 10, font: regular, leading: 13 }) + 7;
  y -= 14;

  const header = () => {
    let x = LEFT;
    for (const c of COLUMNS) {
      wrap(t(`certificates:transcript.columns.${c.key}`), c.width - 6, { size: SIZE, font: bold }).forEach((l, i) => page.drawText(l, { x, y: y - i * LEADING, size: SIZE, font: bold }));
      x += c.width;
    }
    y -= 2 * LEADING - 4;
    page.drawLine({ start: { x: LEFT, y }, end: { x: LEFT + WIDTH, y }, thickness: 0.75, color: MUTED });
    y -= LEADING;
  };
  const newPage = () => {
    page = doc.addPage(PAGE);
    y = 744;
  };
  header();
  if (!tr.lines.length) y = drawParagraph(page, t('certificates:transcript.none'), LEFT, y, WIDTH, { size: 10, font: regular });
  for (const l of tr.lines) {
    const cells = [
      dayText(l.day, h.locale),
      languageOf(h.locale) === 'fr' ? l.course.titleFr : l.course.titleEn,
      t(`certificates:transcript.method.${l.deliveryMethod}`),
      l.agdSubjectCode ?? '-',
      hoursText(l.ceHours, h.locale),
      l.verificationCode,
    ].map((text, i) => wrap(text, COLUMNS[i].width - 6, { size: SIZE, font: regular }));
    const height = Math.max(...cells.map((c) => c.length)) * LEADING;
    if (y - height < 60) {
      newPage();
      header();
    }
    let x = LEFT;
    cells.forEach((lines, i) => {
      lines.forEach((text, j) => page.drawText(text, { x, y: y - j * LEADING, size: SIZE, font: regular }));
      x += COLUMNS[i].width;
    });
    y -= height + 3;
  }

  // Totals per subject code and overall.
  const totals = [
    ...tr.totals.map((s) => t('certificates:transcript.totalLine', { subject: subjectText(s.agdSubjectCode, h.locale), hours: hoursText(s.ceHours, h.locale), count: s.courses })),
  ];
  if (y - (totals.length + 4) * 14 < 60) newPage();
  page.drawLine({ start: { x: LEFT, y: y + 4 }, end: { x: LEFT + WIDTH, y: y + 4 }, thickness: 0.75, color: MUTED });
  drawLeft(page, t('certificates:transcript.totalsHeading'), LEFT, (y -= 14), { size: 10.5, font: bold });
  for (const line of totals) drawLeft(page, line, LEFT + 8, (y -= 14), { size: 10, font: regular });
  drawLeft(page, t('certificates:transcript.total', { hours: hoursText(tr.totalHours, h.locale) }), LEFT, (y -= 18), { size: 11, font: bold, color: BRAND_DARK });
  y = drawParagraph(page, t('certificates:transcript.verifyAt', { url: h.verifyBase }), LEFT, y - 20, WIDTH, { size: 8.5, font: regular, color: MUTED });

  // The recognition statements below; on a page of their own when they do not fit.
  drawNotes(doc, page, { disclosures: [], statements: h.statements }, { x: LEFT, top: y - 4, bottom: 48, width: WIDTH, size: 7.5 }, fonts as Fonts, t);
  pageNumbers(doc.getPages(), fonts, t);
  return doc.save();
}

function periodText(tr: Transcript, locale: Locale): string {
  const t = translator(locale);
  const { from, to } = tr.period;
  if (from && to) return t('certificates:transcript.periodBetween', { from: dayText(from, locale), to: dayText(to, locale) });
  if (from) return t('certificates:transcript.periodFrom', { from: dayText(from, locale) });
  if (to) return t('certificates:transcript.periodTo', { to: dayText(to, locale) });
  return t('certificates:transcript.periodAll');
}

/** "370 Orthodontics" when the catalog names the code, the code alone otherwise, "No subject code" for none. */
function subjectText(code: string | null, locale: Locale): string {
  const t = translator(locale);
  if (!code) return t('certificates:transcript.noSubject');
  const name = t(`certificates:agdSubjects.${code}`, { defaultValue: '' });
  return name ? `${code} ${name}` : code;
}

function pageNumbers(pages: PDFPage[], fonts: Fonts, t: ReturnType<typeof translator>) {
  if (pages.length < 2) return;
  pages.forEach((p, i) => drawLeft(p, t('certificates:transcript.page', { page: i + 1, pages: pages.length }), LEFT, 28, { size: 8, font: fonts.regular, color: MUTED }));
}
