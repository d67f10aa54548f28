import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../src/platform/cli/csv';
import { seedOfferings } from '../src/features/offerings/seed';
import { OFFERING } from './helpers/checkout-fixtures';
import { newStaff, signIn, type TestStaff } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The campaign import from the browser (POST /api/admin/campaign-imports): the CLI's service, a
 * dry run that reports every line and writes nothing, the import with its links as CSV, audited.
 */
const HEADER = 'email,first_name,last_name,country,locale,offering_id,status';
let t: TestApp;
let ops: TestStaff;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example' });
  await seedOfferings(t.db);
  ops = await newStaff(t, 'operations');
  cookies = await signIn(t, ops);
});
afterAll(() => t.close());

const send = (csv: string, dryRun: boolean) => t.call({ method: 'POST', url: '/api/admin/campaign-imports', payload: { csv, dryRun }, cookies });
const records = async () => Number((await t.db.pool.query(`select count(*) from registrations where email like 'camp.%'`)).rows[0].count);

describe('campaign import from the browser', () => {
  const n = Date.now();
  const csv = `${HEADER}\r\ncamp.${n}.a@example.com,"Ana, Jr",Lopez,US,en,${OFFERING.live},cart\r\ncamp.${n}.b@example.com,Kim,Park,CA,fr-CA,${OFFERING.onDemand},completed\r\n`;

  it('reports every bad line and writes nothing', async () => {
    const res = await send(`${HEADER}\nbad-email,A,B,US,en,${OFFERING.live},cart\ncamp.${n}.x@example.com,A,B,US,en,${OFFERING.onDemand},quiz\n`, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: false, problems: [{ line: 2 }, { line: 3 }] });
    expect(await records()).toBe(0);
    expect((await send('"open quote\n', true)).json()).toMatchObject({ ok: false, problems: [{ line: 0 }] });
  });

  it('a dry run says what would be created, writes nothing; the import creates and answers the links as CSV', async () => {
    const dry = (await send(csv, true)).json();
    expect(dry).toMatchObject({ ok: true, dryRun: true, created: [{ line: 2 }, { line: 3 }], skipped: [] });
    expect(await records()).toBe(0);
    const done = await send(csv, false);
    expect(done.statusCode, done.body).toBe(200);
    const body = done.json();
    expect(body.created).toHaveLength(2);
    expect(await records()).toBe(2);
    const rows = readCsv(body.csv).map((r) => r.fields);
    expect(rows[0]).toEqual(['line', 'email', 'id', 'status', 'outcome', 'link']);
    expect(rows[1]).toEqual(['2', `camp.${n}.a@example.com`, body.created[0].id, 'cart', 'created', expect.stringMatching(/^https:\/\/portal\.example\/campaign_payment\?id=/)]);
    const [entry] = (await t.db.pool.query(`select after, actor_id from audit_log where entity = 'campaign_import'`)).rows;
    expect(entry).toMatchObject({ actor_id: ops.id, after: { created: 2, skipped: 0 } });
  });

  it('a second import of the same file skips every line', async () => {
    const again = (await send(csv, false)).json();
    expect(again).toMatchObject({ ok: true, created: [], skipped: [{ line: 2 }, { line: 3 }] });
    expect(await records()).toBe(2);
  });
});
