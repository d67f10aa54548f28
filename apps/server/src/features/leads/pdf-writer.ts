import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * A small top-to-bottom text writer over pdf-lib: wraps paragraphs to the page width and starts
 * a new page when the current one is full. The standard fonts cover Latin-1 (French included);
 * characters outside it are replaced rather than failing the whole document.
 */
const PAGE = { width: 612, height: 792, margin: 56 };
export const BRAND = rgb(0, 0.604, 0.808); // #009ACE
export const BRAND_DARK = rgb(0, 0.451, 0.604); // #00739A, readable as text
const TEXT = rgb(0.1, 0.1, 0.1);

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  static async create(): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    return new PdfWriter(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  private encodable(font: PDFFont, text: string): string {
    const supported = new Set(font.getCharacterSet());
    return [...text.replace(/[\u202f\u2009]/g, '\u00a0')].map((c) => (supported.has(c.codePointAt(0)!) ? c : '?')).join('');
  }

  private lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const out: string[] = [];
    let line = '';
    for (const word of text.split(/ +/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        out.push(line);
        line = word;
      } else {
        line = next;
      }
    }
    if (line) out.push(line);
    return out;
  }

  /** A full-width band in the brand colour with the title in black (6.5:1 on the brand colour). */
  banner(title: string, subtitle: string) {
    const size = 22;
    const titleLines = this.lines(this.encodable(this.bold, title), this.bold, size, PAGE.width - 2 * PAGE.margin).length;
    const height = 84 + titleLines * size * 1.35;
    this.page.drawRectangle({ x: 0, y: PAGE.height - height, width: PAGE.width, height, color: BRAND });
    this.page.drawText(this.encodable(this.regular, subtitle), { x: PAGE.margin, y: PAGE.height - 44, size: 12, font: this.regular, color: rgb(0, 0, 0) });
    this.y = PAGE.height - 60;
    this.write(title, { size, font: 'bold', color: rgb(0, 0, 0), gap: 0 });
    this.y = PAGE.height - height - 28;
  }

  write(text: string, opts: { size?: number; font?: 'regular' | 'bold'; color?: ReturnType<typeof rgb>; indent?: number; gap?: number; bullet?: string } = {}) {
    const size = opts.size ?? 11;
    const font = opts.font === 'bold' ? this.bold : this.regular;
    const indent = opts.indent ?? 0;
    const leading = size * 1.35;
    const width = PAGE.width - 2 * PAGE.margin - indent;
    const lines = this.lines(this.encodable(font, text), font, size, width);
    lines.forEach((line, i) => {
      if (this.y - leading < PAGE.margin) this.newPage();
      this.y -= leading;
      if (i === 0 && opts.bullet) this.page.drawText(opts.bullet, { x: PAGE.margin + indent - 14, y: this.y, size, font, color: TEXT });
      this.page.drawText(line, { x: PAGE.margin + indent, y: this.y, size, font, color: opts.color ?? TEXT });
    });
    this.y -= opts.gap ?? size * 0.6;
  }

  heading(text: string) {
    // Keep a heading with at least two lines of what follows.
    if (this.y - 70 < PAGE.margin) this.newPage();
    this.y -= 8;
    this.write(text, { size: 15, font: 'bold', color: BRAND_DARK, gap: 4 });
  }

  list(items: string[], numbered = false) {
    items.forEach((item, i) => this.write(item, { indent: 18, bullet: numbered ? `${i + 1}.` : '-', gap: 3 }));
    this.y -= 6;
  }

  footer(text: string) {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const line = `${this.encodable(this.regular, text)}  ${i + 1}/${pages.length}`;
      page.drawText(line, { x: PAGE.margin, y: 30, size: 8, font: this.regular, color: rgb(0.3, 0.3, 0.3), maxWidth: PAGE.width - 2 * PAGE.margin, lineHeight: 10 });
    });
  }
}
