import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../src/db/schema/checkout';
import { offerings } from '../src/db/schema/offerings';
import { seedDemoData } from '../src/db/seed/index';
import { DEMO_COUPONS } from '../src/features/checkout/seed';
import { DEMO_DSO_CODES } from '../src/features/dso-codes/seed';
import { DEMO_OFFERINGS } from '../src/features/offerings/seed';
import { SCHEDULE_OFFERINGS } from '../src/features/schedule/seed';
import { newRegistration, OFFERING, paymentBody, tokenize } from './helpers/checkout-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * `npm run demo:remove`: the demo rows an earlier start loaded go, in one transaction; those real
 * records use stay, named with what uses them (a session with a registration and an order, the
 * coupon that order used, the DSO code a registration gave). The company's own rows are never
 * touched. `--dry-run` reports the same and changes nothing.
 */
let t: TestApp;
const OWN_SESSION = { ...DEMO_OFFERINGS[2], id: 'own-session-not-a-demo' };
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  await t.db.orm.insert(offerings).values(OWN_SESSION);
  await t.db.orm.insert(coupons).values({ code: 'OURCODE', percentOff: 5 });
  // Real use of demo rows: a paid registration on the Chicago session with WELCOME10, and a
  // registration that gave the DSO code NORTHDSO15.
  const paid = await newRegistration(t, { offeringId: OFFERING.live });
  const pay = await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(paid.id, await tokenize(t), { couponCode: 'WELCOME10' }) });
  expect(pay.statusCode).toBe(200);
  await t.db.pool.query("update registrations set dso_code = 'NORTHDSO15' where id = $1", [paid.id]);
});
afterAll(async () => {
  await t.close();
});

const databaseUrl = () => (t.db.pool as unknown as { options: { connectionString: string } }).options.connectionString;
const run = (args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/db/seed/remove-demo-cli.ts', ...args], { env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl() } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
  );

const keys = async (table: string, key: string) => (await t.db.pool.query<{ k: string }>(`select ${key} as k from ${table} order by 1`)).rows.map((r) => r.k);
const snapshot = async () => ({
  offerings: await keys('offerings', 'id'),
  coupons: await keys('coupons', 'code'),
  codes: await keys('dso_codes', 'code'),
  registrations: await keys('registrations', 'id'),
  orders: await keys('orders', 'id'),
});

const DEMO_OFFERING_COUNT = DEMO_OFFERINGS.length + SCHEDULE_OFFERINGS.length;

describe('npm run demo:remove', { timeout: 120_000 }, () => {
  it('--dry-run names what it would remove and what it keeps, and changes nothing', async () => {
    const before = await snapshot();
    const r = await run(['--dry-run']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`would remove +offering +${SCHEDULE_OFFERINGS[0].id} +Clear-Aligner Fundamentals \\(New York, 2027-06-05\\)`));
    expect(r.stdout).toMatch(/would remove +coupon +ONETIME100 +100\.00 USD off\n/);
    expect(r.stdout).toMatch(/would remove +DSO code +SMILEPARTNERS10 +Smile Partners Dental Group, 10% off\n/);
    expect(r.stdout).toMatch(new RegExp(`kept +offering +${OFFERING.live} .*: in use \\((1 order, )?1 registration(, 1 ticket)?\\)`));
    expect(r.stdout).toMatch(/kept +coupon +WELCOME10 +10% off: in use \(1 order\)/);
    expect(r.stdout).toMatch(/kept +DSO code +NORTHDSO15 .*: in use \(1 registration\)/);
    const removable = DEMO_OFFERING_COUNT - 1 + DEMO_COUPONS.length - 1 + DEMO_DSO_CODES.length - 1;
    expect(r.stdout).toContain(`${removable} demo row(s) would be removed, 3 kept because real records use them. Dry run: nothing was changed.`);
    expect(r.stdout).not.toMatch(/own-session-not-a-demo|OURCODE/);
    expect(await snapshot()).toEqual(before);
  });

  it('removes the unused demo rows in one go, keeps the used ones and the company\'s own', async () => {
    const before = await snapshot();
    const r = await run([]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^removed +offering +/m);
    expect(r.stdout).toMatch(/kept +coupon +WELCOME10 +10% off: in use \(1 order\)/);
    const after = await snapshot();
    expect(after.offerings).toEqual([OFFERING.live, OWN_SESSION.id].sort());
    expect(after.coupons).toEqual(['OURCODE', 'WELCOME10']);
    expect(after.codes).toEqual(['NORTHDSO15']);
    expect(after.registrations).toEqual(before.registrations);
    expect(after.orders).toEqual(before.orders);

    // Run again: only the kept rows are left to report.
    const again = await run([]);
    expect(again.stdout).toContain('0 demo row(s) removed, 3 kept because real records use them.');
  });

  it('refuses an argument it does not know (misuse, exit 2), and explains itself with --help', async () => {
    expect((await run(['everything'])).code).toBe(2);
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: npm run demo:remove -- [--dry-run]');
  });
});
