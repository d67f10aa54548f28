import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/** A record of a CSV file with the line it starts on (1-based: the header is line 1). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * Reads a CSV file's text with csv-parse: RFC 4180 quoting ("" for a quote, line breaks inside
 * quotes), CRLF, CR or LF (a line break inside a field reads as LF), a spreadsheet's BOM, blank lines skipped. Throws with the line number on a
 * malformed file (a quote left open, for example).
 */
export function readCsv(text: string): CsvRecord[] {
  // csv-parse counts a CRLF inside quotes as two lines; with LF only, its line numbers are exact.
  const rows = parse(text.replace(/\r\n?/g, '\n'), { bom: true, relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as { record: string[]; info: { lines: number } }[];
  // info.lines is the line a record ends on; the line breaks inside its quoted fields lead back to its first.
  return rows.map(({ record, info }) => ({ line: info.lines - record.reduce((n, f) => n + lineBreaks(f), 0), fields: record }));
}

const lineBreaks = (s: string) => s.match(/\r\n|\r|\n/g)?.length ?? 0;

/** CSV text with a header row, quoted where needed, CRLF line ends (what spreadsheets expect). */
export function writeCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  // csv-stringify quotes for the delimiter and CRLF only: any line break must be quoted too.
  return stringify([header, ...rows], { record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}
