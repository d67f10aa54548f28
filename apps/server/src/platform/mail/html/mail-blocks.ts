/**
 * How a plain-text e-mail becomes the blocks of its HTML part: paragraphs (blank-line separated),
 * lists (every line, or every line after the first, starts with '- ' or '• '), and actions (a paragraph that ends with a link on
 * its own line: the link becomes a button). The plain text stays the source of truth, so both
 * parts always say the same thing.
 */
export type MailBlock =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; intro?: string; items: string[] }
  | { kind: 'action'; lines: string[]; url: string };

const LONE_URL = /^https?:\/\/\S+$/;
const BULLET = /^(?:- |• )/;

export function mailBlocks(text: string): MailBlock[] {
  return text
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.split('\n').map((l) => l.trimEnd()).filter((l) => l.trim() !== ''))
    .filter((lines) => lines.length > 0)
    .map((lines): MailBlock => {
      if (lines.every((l) => BULLET.test(l))) return { kind: 'list', items: lines.map((l) => l.replace(BULLET, '')) };
      if (lines.length > 1 && lines.slice(1).every((l) => BULLET.test(l))) return { kind: 'list', intro: lines[0], items: lines.slice(1).map((l) => l.replace(BULLET, '')) };
      const last = lines[lines.length - 1].trim();
      if (LONE_URL.test(last)) return { kind: 'action', lines: lines.slice(0, -1), url: last };
      return { kind: 'paragraph', lines };
    });
}

/** A line cut into text and the web addresses inside it (each becomes a link). */
export function linkParts(line: string): Array<{ text: string; url?: string }> {
  const parts: Array<{ text: string; url?: string }> = [];
  let rest = line;
  for (let m = rest.match(/https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/); m && m.index !== undefined; m = rest.match(/https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/)) {
    if (m.index > 0) parts.push({ text: rest.slice(0, m.index) });
    parts.push({ text: m[0], url: m[0] });
    rest = rest.slice(m.index + m[0].length);
  }
  if (rest) parts.push({ text: rest });
  return parts;
}
