import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { connect, ensureDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_CODE_PATTERN } from '@portal/domain/certificates/verification-code';
import { BODY_LIMIT } from '../src/app';
import { seedOfferings } from '../src/features/offerings/seed';
import { SCHEDULE_OFFERING_IDS as S, seedScheduleOfferings } from '../src/features/schedule/seed';
import { attendanceToken, attendee, mark, markViaApi } from './helpers/certificate-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Recording attendance: the API (a staff member's API token) and `npm run attendance:mark`. */
const ON_DEMAND = 'XSWcyRJca9vioeovVKDYEA';
const FUTURE_CHICAGO = 'Cn9DwAy62m_-VXgk9y6L5Q';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  await seedScheduleOfferings(t.db);
});
afterAll(() => t.close());

const count = async (table: string) => Number((await t.db.pool.query(`select count(*) from ${table}`)).rows[0].count);
const status = async (id: string) => (await t.db.pool.query('select status from registrations where id = $1', [id])).rows[0].status as string;
const snapshot = async () => ({ attendance: await count('attendance'), certificates: await count('certificates') });

describe('POST /api/attendance', () => {
  it('marks a paid attendee: attendance, a certificate with a verification code, and the registration certified', async () => {
    const a = await attendee(t, S.pastMiami, { status: 'confirmation' });
    expect(await mark(t, S.pastMiami, a.email.toUpperCase())).toEqual([{ email: a.email, outcome: 'marked', registrationId: a.id }]);
    expect(await status(a.id)).toBe('completed');
    const row = (await t.db.pool.query('select a.marked_by, c.* from attendance a join certificates c using (registration_id) where registration_id = $1', [a.id])).rows[0];
    expect(row.marked_by).toBe('api:automation.operations@dev.provider-portal.local');
    expect(row.verification_code).toMatch(VERIFICATION_CODE_PATTERN);
    expect(row.completion_code).toMatch(/^FUN-20260117-[0-9A-Z]{4}$/);
    expect(Number(row.ce_hours)).toBe(7);
  });

  it('marking twice changes nothing', async () => {
    const a = await attendee(t, S.pastMiami);
    await mark(t, S.pastMiami, a.email);
    const before = await snapshot();
    expect(await mark(t, S.pastMiami, a.email, a.email)).toEqual([{ email: a.email, outcome: 'already_marked', registrationId: a.id }]);
    expect(await snapshot()).toEqual(before);
  });

  it('only a paid registration for that session attends; the others are reported, not marked', async () => {
    const paid = await attendee(t, S.pastMiami);
    const unpaid = await attendee(t, S.pastMiami, { status: 'cart' });
    const elsewhere = await attendee(t, S.pastVirtualFrench);
    const before = await snapshot();
    const results = await mark(t, S.pastMiami, paid.email, unpaid.email, elsewhere.email, 'stranger@example.com');
    expect(results.map((r) => r.outcome)).toEqual(['marked', 'not_paid', 'not_registered', 'not_registered']);
    expect(await snapshot()).toEqual({ attendance: before.attendance + 1, certificates: before.certificates + 1 });
    expect(await status(unpaid.id)).toBe('cart');
  });

  it('an on-demand completion certifies on_demand_confirmation with 7.0 CE hours', async () => {
    const a = await attendee(t, ON_DEMAND, { status: 'on_demand_confirmation' });
    expect((await mark(t, ON_DEMAND, a.email))[0].outcome).toBe('marked');
    expect(await status(a.id)).toBe('completed');
    expect(Number((await t.db.pool.query('select ce_hours from certificates where registration_id = $1', [a.id])).rows[0].ce_hours)).toBe(7);
  });

  it('an already completed registration is marked and stays completed', async () => {
    const a = await attendee(t, S.pastMiami, { status: 'completed' });
    expect((await mark(t, S.pastMiami, a.email))[0].outcome).toBe('marked');
    expect(await status(a.id)).toBe('completed');
  });

  it('refuses a session that has not started yet (409) and an unknown one (404), marking nothing', async () => {
    const a = await attendee(t, FUTURE_CHICAGO);
    const before = await snapshot();
    const future = await markViaApi(t, { offeringId: FUTURE_CHICAGO, emails: [a.email] });
    expect(future.statusCode).toBe(409);
    expect(future.json().error).toBe('Attendance can be recorded from 2 hours before the session starts');
    const unknown = await markViaApi(t, { offeringId: 'AAAAAAAAAAAAAAAAAAAAAA', emails: [a.email] });
    expect(unknown.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    expect(await status(a.id)).toBe('confirmation');
  });

  it.each([
    ['no token', null],
    ['a wrong token', 'x'.repeat(40)],
    ['an empty token', ''],
  ])('refuses %s with 401 before reading the body', async (_, token) => {
    const a = await attendee(t, S.pastMiami);
    const before = await snapshot();
    for (const payload of [{ offeringId: S.pastMiami, emails: [a.email] }, { nonsense: true }]) {
      const res = await markViaApi(t, payload, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'A valid administrator token is required' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['an empty list', { offeringId: S.pastMiami, emails: [] }],
    ['a bad e-mail', { offeringId: S.pastMiami, emails: ['nope'] }],
    ['a malformed session id', { offeringId: 'x', emails: ['a@example.com'] }],
    ['wrong types', { offeringId: 42, emails: 'a@example.com' }],
    ['too many e-mails', { offeringId: S.pastMiami, emails: Array.from({ length: 501 }, (_, i) => `p${i}@example.com`) }],
  ])('refuses %s with 400', async (_, payload) => {
    const before = await snapshot();
    const res = await markViaApi(t, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.length).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses malformed JSON and oversized bodies', async () => {
    const headers = { authorization: `Bearer ${await attendanceToken(t)}`, 'content-type': 'application/json' };
    expect((await t.app.inject({ method: 'POST', url: '/api/attendance', headers, payload: '{"offeringId":' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/attendance', headers, payload: `{"x":"${'a'.repeat(BODY_LIMIT)}"}` })).statusCode).toBe(413);
  });
});

// Each run starts a Node process with the TypeScript loader: slow on a busy machine.
describe('npm run attendance:mark', { timeout: 120_000 }, () => {
  // `undefined` removes a variable from the child's environment.
  const run = (args: string[], vars: Record<string, string | undefined>) => {
    const env: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'silent', ...vars };
    for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
    return promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/features/certificates/mark-attendance-cli.ts', ...args], { env }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
    );
  };
  const databaseUrl = () => (t.db.pool as unknown as { options: { connectionString: string } }).options.connectionString;

  it('marks attendees on the database named by DATABASE_URL and reports each e-mail', async () => {
    const a = await attendee(t, S.pastVirtualFrench, { locale: 'fr-CA' });
    const unpaid = await attendee(t, S.pastVirtualFrench, { status: 'cart' });
    const r = await run([S.pastVirtualFrench, a.email, unpaid.email], { DATABASE_URL: databaseUrl() });
    expect(r.stdout).toContain(`${a.email}: marked: certificate issued`);
    expect(r.stdout).toContain(`${unpaid.email}: REFUSED: registration not paid`);
    expect(r.code).toBe(1);
    expect(await status(a.id)).toBe('completed');
    expect((await t.db.pool.query('select marked_by from attendance where registration_id = $1', [a.id])).rows[0].marked_by).toMatch(/^cli:/);

    const again = await run([S.pastVirtualFrench, a.email], { DATABASE_URL: databaseUrl() });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`${a.email}: already marked: nothing changed`);
  });

  it('--dry-run reports what would happen and writes nothing; --help explains; unknown options are misuse', async () => {
    const a = await attendee(t, S.pastVirtualFrench);
    const before = await snapshot();
    const mails = async () => Number((await t.db.pool.query('select count(*) from outbox')).rows[0].count);
    const mailsBefore = await mails();
    const r = await run(['--dry-run', S.pastVirtualFrench, a.email], { DATABASE_URL: databaseUrl(), PUBLIC_URL: 'https://portal.example.com' });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`${a.email}: would be marked: certificate would be issued`);
    expect(r.stdout).toContain('Dry run: nothing was written and no e-mail was sent.');
    expect(await snapshot()).toEqual(before);
    expect(await mails()).toBe(mailsBefore);
    expect(await status(a.id)).not.toBe('completed');

    const help = await run(['--help'], {});
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--dry-run');
    expect(help.stdout).toContain('Exit codes:');
    const unknown = await run(['--force', S.pastVirtualFrench, a.email], { DATABASE_URL: databaseUrl() });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--force'");
  });

  it('warns when PUBLIC_URL is unset (certificate links would point at localhost)', async () => {
    const a = await attendee(t, S.pastVirtualFrench);
    const r = await run(['--dry-run', S.pastVirtualFrench, a.email], { DATABASE_URL: databaseUrl(), PUBLIC_URL: undefined });
    expect(r.stderr).toContain('Warning: PUBLIC_URL is not set: links point at http://localhost:3000');
  });

  it('explains misuse with exit code 2 and changes nothing', async () => {
    const before = await snapshot();
    const env = { DATABASE_URL: databaseUrl() };
    const none = await run([], env);
    expect(none).toMatchObject({ code: 2 });
    expect(none.stderr).toContain('Usage: npm run attendance:mark -- [--dry-run] <offering id> <email>');
    expect((await run(['not-an-id', 'a@example.com'], env)).stderr).toContain('Not an offering id: not-an-id');
    expect((await run([S.pastMiami, 'not-an-email'], env)).stderr).toContain('Not an e-mail address: not-an-email');
    const future = await run([FUTURE_CHICAGO, 'a@example.com'], env);
    expect(future.code).toBe(1);
    expect(future.stderr).toContain('Attendance can be recorded from 2 hours before the session starts');
    expect(await snapshot()).toEqual(before);
  });

  it("works on a running portal's embedded database, connecting to its server", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-running-'));
    chmodSync(dataDir, 0o755); // a folder the postgres user may pass through, as a clone's usually is
    // This test process holds the folder's database, as a running portal would (migrated and seeded).
    const held = await startEmbeddedPostgres(join(dataDir, 'postgres'));
    const portal = connect(held.url('portal'), 2);
    try {
      await ensureDatabase(held.url('portal'));
      await runMigrations(portal);
      await seedScheduleOfferings(portal);
      const r = await run([S.pastMiami, 'nobody@example.com'], { DATABASE_URL: undefined, DATA_DIR: dataDir });
      expect(r.stderr).toMatch(/Using the database of the running portal \(PostgreSQL pid \d+\)/);
      expect(r.stdout).toContain('nobody@example.com: REFUSED: no registration for this session');
    } finally {
      await portal.close();
      await held.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

});
