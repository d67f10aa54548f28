import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOfferings } from '../src/features/offerings/seed';
import { readCsv } from '../src/platform/cli/csv';
import { OFFERING } from './helpers/checkout-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * CSV exports for a period, streamed from a server-side cursor: 100,000 registrations leave the
 * server without the process holding them (heap growth far below the CSV's size); dates filter;
 * cells are safe for spreadsheets; every export is audited.
 */
const ROWS = 100_000;
// Heap figures are only comparable from a collected heap: a collection during a measurement
// (other test files share this process) once made the control's growth negative.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
let t: TestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  cookies = await signIn(t, await newStaff(t, 'operations'));
  await t.db.pool.query(
    `insert into registrations (id, offering_id, status, course_type, variant, locale, email, first_name, last_name, country, information, created_at)
     select 'bulk' || lpad(g::text, 18, '0'), $1, 'quiz', 'live', 'standard', 'en', 'bulk' || g || '@example.com',
            case when g = 1 then '=SUM(A1)' else 'Bulk' end, 'Row ' || g, 'US', '{}'::jsonb, timestamptz '2026-03-01' + (g || ' seconds')::interval
     from generate_series(1, ${ROWS}) g`,
    [OFFERING.live],
  );
}, 60_000);
afterAll(() => t.close());

describe('CSV exports', () => {
  it(`streams ${ROWS.toLocaleString('en')} registrations with a fraction of the heap that loading them at once takes`, async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    gc();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const res = await fetch(`${address}/api/admin/exports/registrations.csv?from=2026-03-01&to=2026-03-31`, {
      headers: { cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="registrations-2026-03-01-to-2026-03-31.csv"');
    const reader = res.body!.getReader();
    let bytes = 0;
    let lines = 0;
    let head = '';
    let chunks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      const text = Buffer.from(value).toString('utf8');
      if (head.length < 2000) head += text;
      lines += text.split('\r\n').length - 1;
      // What the process holds while streaming: the live heap, sampled after a collection.
      if (++chunks % 20 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }
    }
    expect(lines).toBe(ROWS + 1);
    expect(chunks).toBeGreaterThan(40); // sampled many times over the stream
    expect(bytes).toBeGreaterThan(10_000_000);
    // The control: the same rows loaded at once, as a non-streaming export would, held in the heap.
    gc();
    const heldBefore = process.memoryUsage().heapUsed;
    const held = await t.db.pool.query(`select * from registrations where created_at >= '2026-03-01' and created_at < '2026-04-01'`);
    const heldGrowth = process.memoryUsage().heapUsed - heldBefore;
    expect(held.rows).toHaveLength(ROWS);
    expect(peak - before).toBeLessThan(heldGrowth / 3);
    const rows = readCsv(head.slice(0, head.lastIndexOf('\r\n'))).map((r) => r.fields);
    expect(rows[0][0]).toBe('registration_id');
    expect(rows[1].slice(2, 4)).toEqual(["'=SUM(A1)", 'Row 1']);
    console.log(`export: ${ROWS} rows, ${(bytes / 1e6).toFixed(1)} MB streamed, heap grew at most ${((peak - before) / 1e6).toFixed(1)} MB; loading them at once: ${(heldGrowth / 1e6).toFixed(1)} MB`);
  }, 60_000);

  it('filters by day, answers the other kinds with their columns, and audits each export', async () => {
    const none = await t.call({ method: 'GET', url: '/api/admin/exports/registrations.csv', query: { from: '2020-01-01', to: '2020-01-02' }, cookies });
    expect(readCsv(none.body)).toHaveLength(1);
    for (const [kind, first] of [['payments', 'order_id'], ['leads', 'source'], ['attendance', 'registration_id']] as const) {
      const res = await t.call({ method: 'GET', url: `/api/admin/exports/${kind}.csv`, query: { from: '2026-01-01', to: '2026-12-31' }, cookies });
      expect(res.statusCode, res.body).toBe(200);
      expect(readCsv(res.body)[0].fields[0]).toBe(first);
    }
    const audit = (await t.db.pool.query(`select action, after from audit_log where entity = 'export' order by id`)).rows;
    expect(audit.map((a) => a.action)).toEqual(['registrations', 'registrations', 'payments', 'leads', 'attendance']);
    expect(audit[1].after).toEqual({ kind: 'registrations', from: '2020-01-01', to: '2020-01-02' });
    expect((await t.call({ method: 'GET', url: '/api/admin/exports/secrets.csv', query: { from: '2026-01-01', to: '2026-01-02' }, cookies })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/admin/exports/leads.csv', query: { from: '2026-02-01', to: '2026-01-01' }, cookies })).statusCode).toBe(400);
  });
});
