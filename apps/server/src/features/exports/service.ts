import { PassThrough, pipeline, Transform, type Readable } from 'node:stream';
import type { Pool } from 'pg';
import QueryStream from 'pg-query-stream';
import { stringify } from 'csv-stringify';
import { safeCell } from '@portal/domain/certificates/roster';
import type { ExportKind } from '@portal/domain/exports/schemas';
import { EXPORTS } from './queries';

const DAY = 24 * 60 * 60 * 1000;

/** CSV rows as spreadsheets want them: dates in ISO 8601, no formula injection. */
const cell = (v: unknown) => safeCell(v instanceof Date ? v.toISOString() : v);

/**
 * Streams an export as CSV (UTF-8 with a BOM, CRLF) straight from a server-side cursor: rows go
 * from PostgreSQL to the response in batches, so 100,000 rows never sit in memory. The pool's
 * connection is released when the stream ends, fails or the client goes away.
 */
export async function exportCsv(pool: Pool, kind: ExportKind, from: string, to: string): Promise<Readable> {
  const { columns, sql } = EXPORTS[kind];
  const client = await pool.connect();
  const until = new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY).toISOString();
  const rows = client.query(new QueryStream(sql, [`${from}T00:00:00Z`, until], { batchSize: 500, rowMode: 'array' }));
  const out = new PassThrough();
  let released = false;
  const release = (err?: Error) => {
    if (released) return;
    released = true;
    client.release(err);
  };
  pipeline(
    rows,
    new Transform({ objectMode: true, transform: (row: unknown[], _enc, done) => done(null, row.map(cell)) }),
    stringify({ header: true, columns, bom: true, record_delimiter: 'windows' }),
    out,
    (err) => release(err ?? undefined),
  );
  out.on('close', () => {
    if (!released) rows.destroy();
  });
  return out;
}
