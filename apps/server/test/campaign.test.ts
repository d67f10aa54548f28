import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_PATHS, campaignRedirect } from '@portal/domain/campaign/routes';
import { PUBLIC_ID_PATTERN } from '@portal/domain/http/validation';
import { REGISTRATION_COMPLETE_CODE } from '@portal/domain/registration/complete';
import type { Status } from '@portal/domain/registration/status';
import { isKnownPagePath } from '@portal/domain/site/routes';
import { connect, ensureDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { seedOfferings } from '../src/features/offerings/seed';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Campaign pages (issue 4): the provider record read by id decides the page (the web app's
 * CampaignLayout applies campaignRedirect to GET /api/provider/id/{id}); the CSV import of campaign
 * records; 'Registration already complete' on registering or resuming again.
 */
const LIVE = 'Cn9DwAy62m_-VXgk9y6L5Q';
const ON_DEMAND = 'XSWcyRJca9vioeovVKDYEA';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
});
afterAll(() => t.close());

let n = 0;
async function record(status: Status, opts: { offeringId?: string; locale?: string; email?: string } = {}) {
  const res = await t.call({ method: 'POST', url: '/api/dev/registrations', payload: { offeringId: opts.offeringId ?? LIVE, status, locale: opts.locale, email: opts.email } });
  if (res.statusCode !== 200) throw new Error(`fixture: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; email: string };
}

/** What the campaign layout does: look the record up by the URL's id, then apply the table. */
async function campaignVisit(url: string): Promise<string | null> {
  const [path, search = ''] = url.split('?');
  const id = new URLSearchParams(search).get('id');
  const res = id === null ? null : await t.call({ method: 'GET', url: `/api/provider/id/${encodeURIComponent(id)}` });
  const rec = res && res.statusCode === 200 ? res.json() : null;
  return campaignRedirect(rec, path, search);
}

describe('status-driven campaign pages', () => {
  const TABLE: [Status, string, string][] = [
    ['error', LIVE, CAMPAIGN_PATHS.root],
    ['go_digital_landing', LIVE, CAMPAIGN_PATHS.goDigital],
    ['cart', LIVE, CAMPAIGN_PATHS.payment],
    ['cart', ON_DEMAND, CAMPAIGN_PATHS.payment],
    ['confirmation', LIVE, CAMPAIGN_PATHS.paymentConfirmation],
    ['confirmation', ON_DEMAND, CAMPAIGN_PATHS.confirmation],
    ['on_demand_confirmation', ON_DEMAND, CAMPAIGN_PATHS.confirmation],
    ['scorm', LIVE, CAMPAIGN_PATHS.scorm],
    ['quiz', LIVE, CAMPAIGN_PATHS.quiz],
    ['completed', ON_DEMAND, CAMPAIGN_PATHS.completed],
    ['completed', LIVE, CAMPAIGN_PATHS.paymentConfirmation],
  ];

  it.each(TABLE)('%s (offering %s) lands on %s from another campaign page, and stays there', async (status, offeringId, page) => {
    const { id } = await record(status, { offeringId });
    const res = await t.call({ method: 'GET', url: `/api/provider/id/${id}` });
    expect(res.json()).toMatchObject({ id, status, locale: 'en' });
    const from = page === CAMPAIGN_PATHS.goDigital ? CAMPAIGN_PATHS.quiz : CAMPAIGN_PATHS.goDigital;
    expect(await campaignVisit(`${from}?id=${id}`)).toBe(page === '/' ? '/' : `${page}?id=${id}`);
    if (page !== '/') expect(await campaignVisit(`${page}?id=${id}`)).toBeNull();
  });

  it('every campaign path is a page the server serves', () => {
    for (const path of Object.values(CAMPAIGN_PATHS)) expect(isKnownPagePath(path)).toBe(true);
    expect(isKnownPagePath('/campaign_unknown')).toBe(false);
  });

  it('appends the record locale when it is not en, and keeps the other parameters', async () => {
    const fr = await record('quiz', { locale: 'fr-CA' });
    expect(await campaignVisit(`/campaign_payment?id=${fr.id}&utm_source=mail`)).toBe(`/campaign_quiz?id=${fr.id}&utm_source=mail&locale=fr-CA`);
    const enCa = await record('cart', { locale: 'en-CA' });
    expect(await campaignVisit(`/campaign_quiz?id=${enCa.id}`)).toBe(`/campaign_payment?id=${enCa.id}&locale=en-CA`);
    const en = await record('cart', { locale: 'en' });
    expect(await campaignVisit(`/campaign_quiz?id=${en.id}`)).toBe(`/campaign_payment?id=${en.id}`);
  });

  it('novalidate=true keeps the visitor on the page they opened', async () => {
    const { id } = await record('quiz');
    expect(await campaignVisit(`/campaign_scorm?id=${id}&novalidate=true`)).toBeNull();
    expect(await campaignVisit(`/campaign_scorm?id=${id}&novalidate=false`)).toBe(`/campaign_quiz?id=${id}&novalidate=false`);
  });

  it('a missing id, an unknown id or a malformed one sends the visitor to the root page', async () => {
    expect(await campaignVisit('/campaign_payment')).toBe('/');
    expect(await campaignVisit('/campaign_payment?novalidate=true')).toBe('/');
    expect((await t.call({ method: 'GET', url: '/api/provider/id/' })).json()).toBeNull();
    const unknown = await t.call({ method: 'GET', url: '/api/provider/id/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expect(await campaignVisit('/campaign_payment?id=AAAAAAAAAAAAAAAAAAAAAA')).toBe('/');
    expect(await campaignVisit(`/campaign_payment?id=${encodeURIComponent("x' or 1=1")}`)).toBe('/');
  });

  it('the server moves the status as the campaign steps complete: the offer answered goes from /campaign_go_digital to /campaign_scorm', async () => {
    const { id } = await record('go_digital_landing');
    const res = await t.call({ method: 'POST', url: '/api/go-digital-offer', payload: { id, added_to_cart: false } });
    expect(res.statusCode).toBe(200);
    expect(await campaignVisit(`/campaign_go_digital?id=${id}`)).toBe(`/campaign_scorm?id=${id}`);
    // Answered once: the offer cannot be answered again from the old page.
    expect((await t.call({ method: 'POST', url: '/api/go-digital-offer', payload: { id, added_to_cart: true, terms_accepted: true } })).statusCode).toBe(409);
  });
});

describe("'Registration already complete'", () => {
  const payload = (email: string) => ({
    campaignId: ON_DEMAND, firstName: 'Dana', lastName: 'Reyes', email, phone: '(312) 555-0123', practiceName: 'Lakeshore Dental',
    role: 'doctor_owner', specialty: 'gp', address1: '100 Main St', address2: '', city: 'Chicago', country: 'US', state: 'IL',
    postalCode: '60601', licenseNumber: 'IL-4455', licenseState: 'IL', npiNumber: '1234567893', agdNumber: '', dietaryRestrictions: '', dsoCode: '', teamMembers: [],
  });
  const count = async () => Number((await t.db.pool.query('select count(*) from registrations')).rows[0].count);

  it.each(['confirmation', 'on_demand_confirmation', 'completed'] as Status[])('registering again after %s answers 409 with the code, creating nothing', async (status) => {
    const email = `done.${++n}@example.com`;
    await record(status, { offeringId: ON_DEMAND, email });
    const before = await count();
    const res = await t.call({ method: 'POST', url: '/api/register/', payload: payload(email.toUpperCase()) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Your registration for this course is already complete.', code: REGISTRATION_COMPLETE_CODE });
    const fr = await t.call({ method: 'POST', url: '/api/register/', payload: payload(email), locale: 'fr-CA' });
    expect(fr.json()).toEqual({ error: 'Votre inscription à ce cours est déjà complétée.', code: REGISTRATION_COMPLETE_CODE });
    expect(await count()).toBe(before);
  });

  it('a registration still in the funnel is not complete: the old 409 without the code', async () => {
    const email = `open.${++n}@example.com`;
    await record('cart', { offeringId: ON_DEMAND, email });
    const res = await t.call({ method: 'POST', url: '/api/register/', payload: payload(email) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBeUndefined();
  });

  it('a new e-mail still registers', async () => {
    const res = await t.call({ method: 'POST', url: '/api/register/', payload: payload(`new.${++n}@example.com`) });
    expect(res.statusCode).toBe(200);
  });

  it('the resume look-up of a complete registration answers the code and sends no link', async () => {
    const email = `resume.${++n}@example.com`;
    await record('completed', { email });
    const res = await t.call({ method: 'GET', url: `/api/provider/email/${encodeURIComponent(email)}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(REGISTRATION_COMPLETE_CODE);
    expect((await t.call({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json()).toEqual([]);
  });
});

// Each run starts a Node process with the TypeScript loader: slow on a busy machine.
describe('npm run campaign:import', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'campaign-import-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const databaseUrl = () => (t.db.pool as unknown as { options: { connectionString: string } }).options.connectionString;
  const run = (csv: string, vars: Record<string, string | undefined> = {}, options: string[] = []) => {
    const file = join(dir, `f${++n}.csv`);
    writeFileSync(file, csv);
    const env: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl(), PUBLIC_URL: 'https://portal.example.com', ...vars };
    for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
    return promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/features/campaign/import-cli.ts', ...options, file], { env }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
    );
  };
  const rowsFor = async (email: string) => (await t.db.pool.query('select * from registrations where email = $1', [email])).rows;
  const HEADER = 'email,first_name,last_name,country,locale,offering_id,status';

  it('--dry-run checks the file, prints what would be created and writes nothing', async () => {
    const a = `dry.a${++n}@example.com`;
    const count = async () => Number((await t.db.pool.query('select count(*) from registrations')).rows[0].count);
    const before = await count();
    const r = await run(`${HEADER}\n${a},Ana,Lopez,US,en,${LIVE},cart\n`, {}, ['--dry-run']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`would create  line 2  ${a}`);
    expect(r.stdout).toContain('1 record(s) would create, 0 skipped (already there). Dry run: nothing was written.');
    expect(await count()).toBe(before);
  });

  it('--out writes the links as CSV (created and already existing rows), read back with a CSV parser', async () => {
    const a = `out.a${++n}@example.com`;
    const b = `out.b${n}@example.com`;
    const csv = `${HEADER}\r\n${a},"Ana, Jr",Lopez,US,en,${LIVE},cart\r\n${b},Kim,Park,CA,fr-CA,${ON_DEMAND},completed\r\n`;
    await run(`${HEADER}\n${b},Kim,Park,CA,fr-CA,${ON_DEMAND},completed\n`);
    const out = join(dir, `links${n}.csv`);
    const r = await run(csv, {}, ['--out', out]);
    expect(r.code).toBe(0);
    const rows = parse(readFileSync(out, 'utf8'), { columns: true }) as Record<string, string>[];
    expect(rows.map((x) => [x.line, x.email, x.status, x.outcome])).toEqual([['2', a, 'cart', 'created'], ['3', b, 'completed', 'already_existed']]);
    expect(rows[0].link).toBe(`https://portal.example.com/campaign_payment?id=${rows[0].id}`);
    expect(rows[1].link).toContain(`id=${rows[1].id}&locale=fr-CA`);
  });

  it('words bad rows for a terminal: line, column and a plain reason', async () => {
    const r = await run(`${HEADER}\n,Ana,Lopez,US,en,${LIVE},cart\nnot-an-email,Ana,Lopez,XX,en,${LIVE},cart\n`);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('line 2: email: is empty; a value is required');
    expect(r.stderr).toContain('line 3: email: is not a valid e-mail address ("not-an-email")');
    expect(r.stderr).toContain('country: "XX" is not one of US, CA, PR');
    expect(r.stderr).not.toContain('highlighted');
  });

  it('keeps line numbers right after a quoted field with a line break, and warns without PUBLIC_URL', async () => {
    const r = await run(`${HEADER}\nq${++n}@example.com,"Ana\nMaria",Lopez,US,en,${LIVE},cart\nbad,Kim,Park,US,en,${LIVE},cart\n`, { PUBLIC_URL: undefined });
    expect(r.stderr).toContain('line 4: email: is not a valid e-mail address');
    expect(r.stderr).toContain('Warning: PUBLIC_URL is not set: links point at http://localhost:3000');
    const help = await run('', {}, ['--help']);
    expect(help.stdout).toContain('--out <file.csv>');
    expect(help.code).toBe(0);
  });

  it('creates every record of a good file in its status and prints each campaign link', async () => {
    const a = `imp.a${++n}@example.com`;
    const b = `imp.b${n}@example.com`;
    const c = `imp.c${n}@example.com`;
    const csv = `\uFEFF${HEADER}\r\n${a},Ana,Lopez,US,en,${LIVE},cart\r\n"${b}","Jean ""JJ""",Tremblay,CA,fr-CA,${LIVE},go_digital_landing\r\n\r\n${c.toUpperCase()},Kim,Park,US,en-CA,${ON_DEMAND},on_demand_confirmation\r\n`;
    const r = await run(csv);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const [ra] = await rowsFor(a);
    const [rb] = await rowsFor(b);
    const [rc] = await rowsFor(c);
    expect([ra.status, rb.status, rc.status]).toEqual(['cart', 'go_digital_landing', 'on_demand_confirmation']);
    expect(rb.first_name).toBe('Jean "JJ"');
    expect([ra.locale, rb.locale, rc.locale]).toEqual(['en', 'fr-CA', 'en-CA']);
    expect(rc.course_type).toBe('on_demand');
    for (const row of [ra, rb, rc]) {
      expect(row.id).toMatch(PUBLIC_ID_PATTERN);
      expect(Buffer.from(row.id, 'base64url')).toHaveLength(16); // 128 bits
    }
    expect(r.stdout).toContain(`created  line 2  ${a}  https://portal.example.com/campaign_payment?id=${ra.id}\n`);
    expect(r.stdout).toContain(`created  line 3  ${b}  https://portal.example.com/campaign_go_digital?id=${rb.id}&locale=fr-CA\n`);
    expect(r.stdout).toContain(`created  line 5  ${c}  https://portal.example.com/campaign_confirmation?id=${rc.id}&locale=en-CA\n`);
    expect(r.stdout).toContain('3 record(s) created, 0 skipped');

    // The records work with the campaign pages at once.
    expect(await campaignVisit(`/campaign_quiz?id=${ra.id}`)).toBe(`/campaign_payment?id=${ra.id}`);

    // Running the same file again creates nothing and reports each row with its existing link.
    const again = await run(csv);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`skipped  line 2  ${a}  already has a record for this offering: https://portal.example.com/campaign_payment?id=${ra.id}`);
    expect(again.stdout).toContain('0 record(s) created, 3 skipped');
    expect(await rowsFor(a)).toHaveLength(1);
  });

  it('reports every bad row by line with the reason and creates none of the file', async () => {
    const good = `imp.good${++n}@example.com`;
    const dup = `imp.dup${n}@example.com`;
    const csv = [
      HEADER,
      `${good},Ana,Lopez,US,en,${LIVE},cart`,
      `not-an-email,Ana,Lopez,US,en,${LIVE},cart`,
      `imp.x${n}@example.com,,Lopez,MX,de,${LIVE},paid`,
      `imp.y${n}@example.com,Ana,Lopez,US,en,AAAAAAAAAAAAAAAAAAAAAA,cart`,
      `imp.z${n}@example.com,Ana,Lopez,US,en,${ON_DEMAND},quiz`,
      `${dup},Ana,Lopez,US,en,${LIVE},cart`,
      `${dup},Ana,Lopez,US,en,${LIVE},quiz`,
      `imp.short${n}@example.com,Ana`,
    ].join('\n');
    const before = Number((await t.db.pool.query('select count(*) from registrations')).rows[0].count);
    const r = await run(csv);
    expect(r.code).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines[0]).toMatch(/^line 3: email: /);
    expect(lines[1]).toMatch(/^line 4: first_name: .*; country: .*"MX".*; locale: .*"de".*; status: .*"paid"/);
    expect(lines[2]).toBe('line 5: offering_id: no offering AAAAAAAAAAAAAAAAAAAAAA');
    expect(lines[3]).toBe('line 6: status: quiz does not apply to a on_demand course');
    expect(lines[4]).toBe(`line 8: email: ${dup} is already on line 7 for the same offering`);
    expect(lines[5]).toBe('line 9: expected 7 fields, found 2');
    expect(lines[6]).toBe('6 bad row(s): nothing was imported. Fix them and run the command again.');
    expect(r.stdout).toBe('');
    expect(await rowsFor(good)).toHaveLength(0);
    expect(Number((await t.db.pool.query('select count(*) from registrations')).rows[0].count)).toBe(before);
  });

  it('refuses a wrong header, an empty file, an unclosed quote and a missing file argument', async () => {
    expect((await run('email,first_name\nx@example.com,A\n')).stderr).toContain('line 1: header: missing column(s) last_name, country, locale, offering_id, status');
    expect((await run(`${HEADER},extra\n`)).stderr).toContain('unknown column(s) extra');
    expect((await run('')).stderr).toContain('line 1: the file is empty');
    expect((await run(`${HEADER}\n"x@example.com,A\n`)).stderr).toMatch(/is not a valid CSV file: Quote Not Closed: .* at line 2\. Nothing was imported\./);
    const missing = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/features/campaign/import-cli.ts'], { env: { ...process.env, DATABASE_URL: databaseUrl() } }).catch((e) => e);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Usage: npm run campaign:import -- [--dry-run] [--out links.csv] <file.csv>');
  });

  it("imports into a running portal's embedded database (connecting to its server) instead of refusing", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-running-'));
    chmodSync(dataDir, 0o755); // a folder the postgres user may pass through, as a clone's usually is
    // This test process holds the folder's database, as a running portal would (migrated and seeded).
    const held = await startEmbeddedPostgres(join(dataDir, 'postgres'));
    const portal = connect(held.url('portal'), 2);
    try {
      await ensureDatabase(held.url('portal'));
      await runMigrations(portal);
      await seedOfferings(portal);
      const env = { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir } as Record<string, string | undefined>;
      delete env.DATABASE_URL;
      const email = `running${++n}@example.com`;
      const file = join(dir, 'running.csv');
      writeFileSync(file, `${HEADER}\n${email},Ana,Lopez,US,en,${LIVE},cart\n`);
      const r = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/features/campaign/import-cli.ts', file], { env });
      expect(r.stderr).toMatch(/Using the database of the running portal \(PostgreSQL pid \d+\)/);
      expect((await portal.pool.query('select status from registrations where email = $1', [email])).rows).toEqual([{ status: 'cart' }]);
    } finally {
      await portal.close();
      await held.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

});
