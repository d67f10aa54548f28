import { describe, expect, it } from 'vitest';
import { readCsv, writeCsv } from '../src/platform/cli/csv';

describe('readCsv (csv-parse) keeps the line each record starts on', () => {
  it.each([
    ['plain rows, LF', 'a,b\n1,2\n', [{ line: 1, fields: ['a', 'b'] }, { line: 2, fields: ['1', '2'] }]],
    ['CRLF, BOM, no final newline', '\uFEFFa,b\r\n1,2', [{ line: 1, fields: ['a', 'b'] }, { line: 2, fields: ['1', '2'] }]],
    ['blank lines skipped, line numbers kept', 'a\n\n\nb\n', [{ line: 1, fields: ['a'] }, { line: 4, fields: ['b'] }]],
    ['quotes, "" and a line break inside quotes', 'x,"a ""q"", b\nc"\ny', [{ line: 1, fields: ['x', 'a "q", b\nc'] }, { line: 3, fields: ['y'] }]],
    ['a CRLF inside quotes (read as LF)', 'h\r\n"1\r\n2"\r\nz\r\n', [{ line: 1, fields: ['h'] }, { line: 2, fields: ['1\n2'] }, { line: 4, fields: ['z'] }]],
    ['empty fields', ',,\n', [{ line: 1, fields: ['', '', ''] }]],
  ])('%s', (_name, text, expected) => {
    expect(readCsv(text)).toEqual(expected);
  });

  it('names the line of a quote left open', () => {
    expect(() => readCsv('a\n"b,c\nd')).toThrow(/Quote Not Closed.*line 3/);
  });

  it('writes what it reads back (quotes, commas, CRLF)', () => {
    const text = writeCsv(['name', 'note'], [['Ana, Jr', 'says "hi"'], ['Kim', 'two\nlines']]);
    expect(readCsv(text).map((r) => r.fields)).toEqual([['name', 'note'], ['Ana, Jr', 'says "hi"'], ['Kim', 'two\nlines']]);
  });
});
