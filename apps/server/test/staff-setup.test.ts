import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeSetup, currentCode, PASSWORD, setupLink, signIn, tokenOfLink } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The first administrator (`npm run admin:create`) and the set-up page's steps: password, TOTP, recovery codes. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setup = (step: string, payload: object) => t.call({ method: 'POST', url: `/api/admin/setup/${step}`, payload });
const user = async (email: string) => (await t.db.pool.query('select * from staff_users where email = $1', [email])).rows[0];

describe('npm run admin:create', { timeout: 120_000 }, () => {
  const run = (args: string[], vars: Record<string, string> = {}) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/features/staff/create-admin-cli.ts', ...args], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...vars },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
    );
  const databaseUrl = () => (t.db.pool as unknown as { options: { connectionString: string } }).options.connectionString;

  it('creates an invited administrator and prints a single-use set-up link built from PUBLIC_URL', async () => {
    const r = await run(['--name', 'Ana Admin', 'Ana.Admin@Example.com'], { DATABASE_URL: databaseUrl(), PUBLIC_URL: 'https://portal.example.com' });
    expect(r.code).toBe(0);
    const link = r.stdout.match(/https:\/\/portal\.example\.com\/admin\/setup\?token=[\w-]{43}/)?.[0];
    expect(link).toBeDefined();
    expect(await user('ana.admin@example.com')).toMatchObject({ role: 'administrator', status: 'invited', name: 'Ana Admin', password_hash: null });
    const stored = (await t.db.pool.query('select token_hash from staff_setup_tokens')).rows.map((row) => row.token_hash);
    expect(stored).not.toContain(tokenOfLink(link!));

    await completeSetup(t, tokenOfLink(link!));
    expect(await user('ana.admin@example.com')).toMatchObject({ status: 'active' });
    const again = await run(['ana.admin@example.com'], { DATABASE_URL: databaseUrl() });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('A staff account with this e-mail already exists');
  });

  it('explains misuse with exit code 2', async () => {
    expect((await run(['--help'])).stdout).toContain('Usage: npm run admin:create');
    const none = await run([], { DATABASE_URL: databaseUrl() });
    expect(none.code).toBe(2);
    expect((await run(['not-an-email'], { DATABASE_URL: databaseUrl() })).stderr).toContain('Not an e-mail address: not-an-email');
  });
});

describe('set-up page steps', () => {
  it('shows whose account the link is for, and refuses an unknown link', async () => {
    const { link, email } = await setupLink(t, 'operations');
    expect((await setup('check', { token: tokenOfLink(link) })).json()).toMatchObject({ email });
    const unknown = await setup('check', { token: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatch(/not valid/);
  });

  it.each([
    ['too short', 'short pass', /at least 12 characters/],
    ['a common password', 'Password1234', /too common/],
  ])('refuses a password that is %s, and keeps nothing', async (_what, password, message) => {
    const { link } = await setupLink(t, 'viewer');
    const res = await setup('password', { token: tokenOfLink(link), password });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(message);
    const row = (await t.db.pool.query('select pending_password_hash from staff_setup_tokens where staff_id = (select id from staff_users where email = (select email from staff_users order by created_at desc limit 1))')).rows[0];
    expect(row.pending_password_hash).toBeNull();
  });

  it('enrols TOTP: QR code and key shown, a wrong code refused, the right one activates with 10 recovery codes, once', async () => {
    const { link, email } = await setupLink(t, 'educator');
    const token = tokenOfLink(link);
    expect((await setup('confirm', { token, code: '123456' })).statusCode).toBe(409);
    const chosen = await setup('password', { token, password: PASSWORD });
    const { secret, uri, qrDataUrl } = chosen.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const wrong = await setup('confirm', { token, code: (Number(await currentCode(secret)) + 1).toString().padStart(6, '0').slice(-6) });
    expect(wrong.statusCode).toBe(400);
    expect((await user(email)).status).toBe('invited');

    const ok = await setup('confirm', { token, code: await currentCode(secret) });
    expect(ok.statusCode).toBe(200);
    const { recoveryCodes } = ok.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const row = await user(email);
    expect(row).toMatchObject({ status: 'active', totp_secret: secret });
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row.recovery_code_hashes).toHaveLength(10);
    expect(row.recovery_code_hashes).not.toContain(recoveryCodes[0]);

    expect((await setup('check', { token })).statusCode).toBe(404);
    expect((await setup('password', { token, password: 'another long passphrase 7' })).statusCode).toBe(404);
    const audit = (await t.db.pool.query(`select * from audit_log where entity = 'staff' and entity_id = $1 and action = 'setup'`, [row.id])).rows;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_label: email, before: { status: 'invited' }, after: { status: 'active', twoFactor: true } });
    expect(await signIn(t, { id: row.id, email, password: PASSWORD, secret, recoveryCodes, role: 'educator' })).toHaveProperty('portal_staff');
  });
});
