import type { PDFDocument, PDFPage } from 'pdf-lib';
import type { TFunction } from 'i18next';
import { drawLeft, type Fonts, MUTED, wrap } from '../../platform/pdf-kit';

/**
 * The notes a certificate and a letter end with (issue 52, item 3): the session's commercial-
 * relationship disclosures and the company's recognition statements, each under its heading.
 * Nothing when there are none (no heading either): with no statement configured nothing is claimed.
 */
export interface DocumentNotes {
  disclosures: string[];
  statements: string[];
}

interface Line {
  text: string;
  bold: boolean;
  /** Space before it (a new paragraph or heading). */
  gap: number;
}

function lines(notes: DocumentNotes, t: TFunction, fonts: Fonts, width: number, size: number): Line[] {
  const out: Line[] = [];
  const section = (heading: string, paragraphs: string[]) => {
    if (!paragraphs.length) return;
    out.push({ text: heading, bold: true, gap: out.length ? size : 0 });
    for (const p of paragraphs) wrap(p, width, { size, font: fonts.regular }).forEach((text, i) => out.push({ text, bold: false, gap: i === 0 ? size * 0.3 : 0 }));
  };
  section(t('disclosures:heading'), notes.disclosures);
  section(t('disclosures:statementsHeading'), notes.statements);
  return out;
}

const heightOf = (ls: Line[], leading: number) => ls.reduce((h, l) => h + leading + l.gap, 0);

/**
 * Draws the notes in the box (top to bottom) when they fit there at `size`; otherwise on a page
 * of their own added after the document's, with `pointer` (e.g. "see page 2") in the box instead,
 * so a long disclosure is never cut short. Returns whether they were drawn in the box.
 */
export function drawNotes(
  doc: PDFDocument,
  page: PDFPage,
  notes: DocumentNotes,
  box: { x: number; top: number; bottom: number; width: number; size: number },
  fonts: Fonts,
  t: TFunction,
): boolean {
  if (!notes.disclosures.length && !notes.statements.length) return true;
  const leading = box.size * 1.3;
  const inBox = lines(notes, t, fonts, box.width, box.size);
  if (heightOf(inBox, leading) <= box.top - box.bottom) {
    draw(page, inBox, box.x, box.top, box.size, leading, fonts);
    return true;
  }
  drawLeft(page, t('certificates:pdf.notesOverleaf'), box.x, box.top - box.size, { size: box.size + 1, font: fonts.bold, color: MUTED });
  const [w, h] = [page.getWidth(), page.getHeight()];
  const size = 10;
  const own = lines(notes, t, fonts, w - 144, size);
  let next = doc.addPage([w, h]);
  let y = h - 72;
  for (const l of own) {
    if (y - l.gap - size * 1.3 < 48) {
      next = doc.addPage([w, h]);
      y = h - 72;
    }
    y = draw(next, [l], 72, y, size, size * 1.3, fonts);
  }
  return false;
}

function draw(page: PDFPage, ls: Line[], x: number, top: number, size: number, leading: number, fonts: Fonts): number {
  let y = top;
  for (const l of ls) {
    y -= l.gap + leading;
    // Already made drawable by wrap (headings too: both fonts share Helvetica's character set).
    drawLeft(page, l.text, x, y + (leading - size), { size, font: l.bold ? fonts.bold : fonts.regular, color: MUTED });
  }
  return y;
}
