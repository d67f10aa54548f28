import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Locale } from '@portal/domain/locale/locales';

/**
 * Small layout helpers over pdf-lib for the certificate, the letter and receipts. The standard Helvetica
 * fonts (WinAnsi) cover French (é è à ç ô œ Ç ’ « ») and need no font file; anything they
 * cannot draw is replaced (accents dropped, look-alikes, else '?') instead of failing the PDF.
 */
export const INK = rgb(0.1, 0.1, 0.1);
export const MUTED = rgb(0.29, 0.29, 0.29);
export const BRAND_DARK = rgb(0, 0.45, 0.6);

const LOOK_ALIKES: Record<string, string> = {
  '\u202f': '\u00a0', // narrow no-break space (French number and time formats)
  '\u2009': ' ',
  '\u2007': ' ',
  '\u2010': '-',
  '\u2011': '-',
  '\u2212': '-',
  'ł': 'l',
  'Ł': 'L',
  'đ': 'd',
  'Đ': 'D',
  'ı': 'i',
  'ø': 'o',
};

export function pdfSafe(text: string, font: PDFFont): string {
  const supported = charset(font);
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (supported.has(ch.codePointAt(0)!)) {
      out += ch;
      continue;
    }
    const alike = LOOK_ALIKES[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, '');
    out += alike && [...alike].every((c) => supported.has(c.codePointAt(0)!)) ? alike : '?';
  }
  return out;
}

const charsets = new WeakMap<PDFFont, Set<number>>();
function charset(font: PDFFont): Set<number> {
  let set = charsets.get(font);
  if (!set) charsets.set(font, (set = new Set(font.getCharacterSet())));
  return set;
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function newDocument(meta: { title: string; subject: string; author: string; locale: Locale }) {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setSubject(meta.subject);
  doc.setAuthor(meta.author);
  doc.setCreator(meta.author);
  doc.setProducer(meta.author);
  doc.setLanguage(meta.locale);
  const fonts: Fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  return { doc, fonts };
}

interface TextOptions {
  size: number;
  font: PDFFont;
  color?: ReturnType<typeof rgb>;
}

export function drawCentered(page: PDFPage, text: string, y: number, o: TextOptions) {
  const safe = pdfSafe(text, o.font);
  const width = o.font.widthOfTextAtSize(safe, o.size);
  page.drawText(safe, { x: (page.getWidth() - width) / 2, y, size: o.size, font: o.font, color: o.color ?? INK });
}

export function drawLeft(page: PDFPage, text: string, x: number, y: number, o: TextOptions) {
  page.drawText(pdfSafe(text, o.font), { x, y, size: o.size, font: o.font, color: o.color ?? INK });
}

/** Splits text into lines no wider than `width`; returns them (already made drawable). */
export function wrap(text: string, width: number, o: TextOptions): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of pdfSafe(text, o.font).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && o.font.widthOfTextAtSize(next, o.size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws wrapped text from `y` downwards; returns the y below the last line. */
export function drawParagraph(page: PDFPage, text: string, x: number, y: number, width: number, o: TextOptions & { leading?: number }): number {
  const leading = o.leading ?? o.size * 1.4;
  for (const line of wrap(text, width, o)) {
    page.drawText(line, { x, y, size: o.size, font: o.font, color: o.color ?? INK });
    y -= leading;
  }
  return y;
}
