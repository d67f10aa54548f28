import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateCoupon } from '../src/features/checkout/admin-coupons';
import { seedCoupons } from '../src/features/checkout/seed';
import { seedDsoCodes } from '../src/features/dso-codes/seed';
import { seedOfferings } from '../src/features/offerings/seed';
import { newRegistration, OFFERING, paymentBody, tokenize } from './helpers/checkout-fixtures';
import { until, waitingOnLocks } from './helpers/locks';
import { newStaff, signIn, type TestStaff } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Codes and prices in the back office (issue 10): coupons, DSO codes and US/PR tax rates; what
 * checkout and registration then accept; usage counts after real payments and registrations; the
 * usage limit never below the uses claimed, also while registrants pay; the audit log; roles.
 */
let t: TestApp;
let ops: TestStaff;
let cookies: Record<string, string>;
let viewerCookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  await seedCoupons(t.db);
  await seedDsoCodes(t.db);
  ops = await newStaff(t, 'operations');
  cookies = await signIn(t, ops);
  viewerCookies = await signIn(t, await newStaff(t, 'viewer'));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object, locale?: string) => t.call({ method, url, payload, cookies, locale });
const q = async (sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows;
const auditOf = async (entity: string, id: string) => q('select * from audit_log where entity = $1 and entity_id = $2 order by id', [entity, id]);
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

let n = 0;
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36)}${++n}`.toUpperCase();

async function createCoupon(body: Record<string, unknown>) {
  const res = await api('POST', '/api/admin/coupons', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { code: string };
}

async function payWithCoupon(code: string) {
  const { id } = await newRegistration(t);
  const res = await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(id, await tokenize(t), { couponCode: code }) });
  return { id, res };
}

describe('coupons', () => {
  it('creates a coupon (code upper-cased, id = code), reads it, lists it with its usage, and audits the creation', async () => {
    const code = uniqueCode('spring');
    const made = await createCoupon({ code: ` ${code.toLowerCase()} `, percentOff: 15, maxUses: 3, validUntil: future(30) });
    expect(made).toMatchObject({
      id: code, code, percentOff: 15, amountOffCents: null, currency: null, maxUses: 3, singleUse: false, active: true,
      timesUsed: 0, usesLeft: 3, state: 'active', validFrom: null,
    });
    expect((await api('GET', `/api/admin/coupons/${code.toLowerCase()}`)).json()).toEqual(made);
    const list = (await api('GET', `/api/admin/coupons?q=${code.slice(0, -1).toLowerCase()}&active=true`)).json();
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.data.find((c: { id: string }) => c.id === code)).toEqual(made);
    const [entry] = await auditOf('coupon', code);
    expect(entry).toMatchObject({ action: 'create', actor_id: ops.id, before: null, after: { code, percentOff: 15, maxUses: 3 } });
    // The seeded coupons are there too, with what is left of them.
    const all = (await api('GET', '/api/admin/coupons?perPage=200')).json();
    expect(all.data.find((c: { id: string }) => c.id === 'ONETIME100')).toMatchObject({ singleUse: true, usesLeft: 1, amountOffCents: 10000, currency: 'USD' });
    expect(all.data.find((c: { id: string }) => c.id === 'EXPIRED20')).toMatchObject({ state: 'expired' });
    expect(all.data.find((c: { id: string }) => c.id === 'WELCOME10')).toMatchObject({ usesLeft: null, state: 'active' });
  });

  it('answers 409 for a code that exists, in any case', async () => {
    const res = await api('POST', '/api/admin/coupons', { code: 'welcome10', percentOff: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'The code WELCOME10 already exists' });
    const fr = await api('POST', '/api/admin/coupons', { code: 'WELCOME10', percentOff: 5 }, 'fr-CA');
    expect(fr.json()).toEqual({ error: 'Le code WELCOME10 existe déjà' });
  });

  it.each([
    ['neither percent nor amount', {}, 'percentOff', 'Enter either a percent off or an amount off, not both'],
    ['both percent and amount', { percentOff: 10, amountOffCents: 500, currency: 'USD' }, 'percentOff', 'Enter either a percent off or an amount off, not both'],
    ['a percent above 100', { percentOff: 101 }, 'percentOff', 'Please check the highlighted field'],
    ['a percent of 0', { percentOff: 0 }, 'percentOff', 'Please check the highlighted field'],
    ['an amount without currency', { amountOffCents: 500 }, 'currency', 'Choose the currency of the amount off'],
    ['a percent with a currency', { percentOff: 10, currency: 'CAD' }, 'currency', 'A percent off applies in every currency: leave the currency empty'],
    ['an unknown currency', { amountOffCents: 500, currency: 'EUR' }, 'currency', 'Please check the highlighted field'],
    ['an end before the start', { percentOff: 10, validFrom: future(10), validUntil: future(5) }, 'validUntil', 'The end of the validity must be after its start'],
    ['a date without offset', { percentOff: 10, validUntil: '2030-01-01T00:00:00' }, 'validUntil', 'Please check the highlighted field'],
    ['a usage limit of 0', { percentOff: 10, maxUses: 0 }, 'maxUses', 'Please check the highlighted field'],
    ['a single-use coupon with a limit of 5', { percentOff: 10, singleUse: true, maxUses: 5 }, 'maxUses', 'A single-use coupon can be used once: leave the usage limit empty'],
    ['a code with spaces', { code: 'TWO WORDS', percentOff: 10 }, 'code', 'A code has letters, digits, hyphens and underscores only'],
    ['a code too long', { code: 'X'.repeat(41), percentOff: 10 }, 'code', 'This entry is too long'],
  ])('refuses %s with 400 beside the field, and writes nothing', async (_name, body, field, text) => {
    const before = (await q('select count(*)::int c from coupons'))[0].c;
    const res = await api('POST', '/api/admin/coupons', { code: uniqueCode('BAD'), ...body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields[field]).toBe(text);
    expect((await q('select count(*)::int c from coupons'))[0].c).toBe(before);
  });

  it('edits a coupon (only what is sent; the same values again write nothing); the code cannot change', async () => {
    const c = await createCoupon({ code: uniqueCode('EDIT'), percentOff: 10 });
    const res = await api('PATCH', `/api/admin/coupons/${c.code}`, { percentOff: null, amountOffCents: 2500, currency: 'USD', maxUses: 4 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ percentOff: null, amountOffCents: 2500, currency: 'USD', maxUses: 4, usesLeft: 4 });
    // react-admin sends the whole record back: the read-only fields and the same code are ignored.
    const again = await api('PATCH', `/api/admin/coupons/${c.code}`, { ...res.json(), timesUsed: 99 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(res.json());
    const updates = (await auditOf('coupon', c.code)).filter((e) => e.action === 'update');
    expect(updates.map((e) => [e.before, e.after])).toEqual([
      [{ percentOff: 10, amountOffCents: null, currency: null, maxUses: null }, { percentOff: null, amountOffCents: 2500, currency: 'USD', maxUses: 4 }],
    ]);
    const renamed = await api('PATCH', `/api/admin/coupons/${c.code}`, { code: 'SOMETHINGELSE' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().fields).toEqual({ code: 'A code cannot be changed: create a new one instead' });
    // Cross-field rules apply to the stored coupon with the change: an amount needs its currency.
    const noCurrency = await api('PATCH', `/api/admin/coupons/${c.code}`, { currency: null });
    expect(noCurrency.json().fields).toEqual({ currency: 'Choose the currency of the amount off' });
    expect((await api('PATCH', '/api/admin/coupons/NOSUCHCODE', { maxUses: 3 })).statusCode).toBe(404);
    expect((await api('GET', '/api/admin/coupons/NOSUCHCODE')).statusCode).toBe(404);
  });

  it('counts uses after real payments; the limit cannot go below them (409); deactivating and reactivating is audited', async () => {
    const c = await createCoupon({ code: uniqueCode('PAID'), amountOffCents: 10000, currency: 'USD', maxUses: 3 });
    for (let i = 0; i < 2; i++) {
      const { res } = await payWithCoupon(c.code.toLowerCase());
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await q('select count(*)::int c from orders where coupon_code = $1 and status = $2', [c.code, 'paid']))[0].c).toBe(2);
    expect((await api('GET', `/api/admin/coupons/${c.code}`)).json()).toMatchObject({ timesUsed: 2, usesLeft: 1, state: 'active' });

    const below = await api('PATCH', `/api/admin/coupons/${c.code}`, { maxUses: 1 });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toEqual({ error: 'This coupon has already been used 2 times: the limit cannot go lower' });
    expect((await api('PATCH', `/api/admin/coupons/${c.code}`, { singleUse: true, maxUses: null })).statusCode).toBe(409);
    const fr = await api('PATCH', `/api/admin/coupons/${c.code}`, { maxUses: 1 }, 'fr-CA');
    expect(fr.json().error).toBe('Ce coupon a déjà été utilisé 2 fois : la limite ne peut pas être inférieure');
    const atUsed = await api('PATCH', `/api/admin/coupons/${c.code}`, { maxUses: 2 });
    expect(atUsed.json()).toMatchObject({ maxUses: 2, timesUsed: 2, usesLeft: 0, state: 'usedUp' });
    expect((await payWithCoupon(c.code)).res.json()).toEqual({ error: 'Invalid coupon code' });

    const off = await api('POST', `/api/admin/coupons/${c.code}/deactivate`);
    expect(off.json()).toMatchObject({ active: false, state: 'inactive' });
    expect((await api('POST', `/api/admin/coupons/${c.code}/deactivate`)).json()).toMatchObject({ active: false });
    const on = await api('POST', `/api/admin/coupons/${c.code}/activate`);
    expect(on.json()).toMatchObject({ active: true });
    const entries = (await auditOf('coupon', c.code)).filter((e) => e.action !== 'create');
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['update', { maxUses: 3 }, { maxUses: 2 }],
      ['deactivate', { active: true }, { active: false }],
      ['activate', { active: false }, { active: true }],
    ]);
    expect((await api('GET', '/api/admin/coupons?active=false&perPage=200')).json().data.map((x: { id: string }) => x.id)).not.toContain(c.code);
  });

  it('a coupon made in the back office is accepted by POST /api/coupon/; deactivated, expired or not yet valid, refused', async () => {
    const c = await createCoupon({ code: uniqueCode('NEW'), percentOff: 20 });
    const { id } = await newRegistration(t);
    const apply = () => t.call({ method: 'POST', url: '/api/coupon/', payload: { registrationId: id, code: c.code.toLowerCase() } });
    const ok = await apply();
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ coupon: { code: c.code, status: 'applied' }, summary: { discountCents: 29900 } });

    await api('POST', `/api/admin/coupons/${c.code}/deactivate`);
    expect((await apply()).json()).toEqual({ error: 'Invalid coupon code' });
    await api('POST', `/api/admin/coupons/${c.code}/activate`);
    expect((await apply()).statusCode).toBe(200);

    const expired = await api('PATCH', `/api/admin/coupons/${c.code}`, { validFrom: future(-10), validUntil: future(-1) });
    expect(expired.json()).toMatchObject({ state: 'expired' });
    expect((await apply()).statusCode).toBe(400);
    const scheduled = await api('PATCH', `/api/admin/coupons/${c.code}`, { validFrom: future(1), validUntil: future(10) });
    expect(scheduled.json()).toMatchObject({ state: 'scheduled' });
    expect((await apply()).statusCode).toBe(400);
    await api('PATCH', `/api/admin/coupons/${c.code}`, { validFrom: null, validUntil: null });
    expect((await apply()).statusCode).toBe(200);
  });
});

describe('the usage limit while registrants pay', () => {
  /**
   * A coupon used 5 times of 10; staff lower the limit to 6 while 2 registrants pay with it, both
   * claiming between the edit's check and its write. With the row lock the payments wait, then one
   * takes the last use and the other is refused; the control run reads without the lock and must
   * see the race (its check passes on a stale count; only the database's check constraint then
   * stops times_used > max_uses), which proves the test can see one.
   */
  async function raceRound(lockRow: boolean) {
    const c = await createCoupon({ code: uniqueCode('RACE'), percentOff: 10, maxUses: 10 });
    await q('update coupons set times_used = 5 where code = $1', [c.code]);
    const bodies = await Promise.all([0, 1].map(async () => paymentBody((await newRegistration(t)).id, await tokenize(t), { couponCode: c.code })));
    let payments: { statusCode: number; body: string }[] = [];
    const edit = updateCoupon(t.db.orm, { id: ops.id, label: ops.email }, c.code, { maxUses: 6 }, {
      lockRow,
      afterCheck: async () => {
        const running = Promise.all(bodies.map((payload) => t.call({ method: 'POST', url: '/api/payment/', payload })));
        if (lockRow) {
          // Both wait on the coupon's row lock: they cannot finish before this transaction commits.
          await until(async () => (await waitingOnLocks(t)) >= 2);
          void running.then((r) => (payments = r));
        } else {
          payments = await running;
        }
      },
    });
    const outcome = await edit.then(() => 'saved', (err: unknown) => err);
    if (lockRow) await until(async () => payments.length === 2);
    const [row] = await q('select max_uses, times_used from coupons where code = $1', [c.code]);
    const paid = (await q(`select count(*)::int c from orders where coupon_code = $1 and status = 'paid'`, [c.code]))[0].c as number;
    return { outcome, statuses: payments.map((p) => p.statusCode).sort(), payments, maxUses: row.max_uses as number, timesUsed: row.times_used as number, paid };
  }

  it('never leaves times_used above max_uses, and the payment that got the last use is paid', async () => {
    const r = await raceRound(true);
    expect(r.outcome).toBe('saved');
    expect(r.statuses).toEqual([200, 400]);
    expect(JSON.parse(r.payments.find((p) => p.statusCode === 400)!.body)).toEqual({ error: 'Invalid coupon code' });
    expect({ maxUses: r.maxUses, timesUsed: r.timesUsed, paid: r.paid }).toEqual({ maxUses: 6, timesUsed: 6, paid: 1 });
  });

  it('control run without the row lock: the check passes on a stale count, so the test can see the race', async () => {
    const r = await raceRound(false);
    expect(r.statuses).toEqual([200, 200]);
    expect(r.outcome).not.toBe('saved');
    expect((r.outcome as { cause?: { constraint?: string } }).cause?.constraint).toBe('coupons_uses_check');
    expect({ maxUses: r.maxUses, timesUsed: r.timesUsed, paid: r.paid }).toEqual({ maxUses: 10, timesUsed: 7, paid: 2 });
  });

  it('the same race over HTTP, unhooked: never a 5xx, never over the limit, and no payment refused while a use was left', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await createCoupon({ code: uniqueCode('HTTPRACE'), percentOff: 10, maxUses: 10 });
      await q('update coupons set times_used = 5 where code = $1', [c.code]);
      const bodies = await Promise.all([0, 1, 2, 3].map(async () => paymentBody((await newRegistration(t)).id, await tokenize(t), { couponCode: c.code })));
      const [edit, ...payments] = await Promise.all([
        api('PATCH', `/api/admin/coupons/${c.code}`, { maxUses: 6 }),
        ...bodies.map((payload) => t.call({ method: 'POST', url: '/api/payment/', payload })),
      ]);
      expect([200, 409], edit.body).toContain(edit.statusCode);
      for (const p of payments) expect([200, 400], p.body).toContain(p.statusCode);
      const [row] = await q('select max_uses, times_used from coupons where code = $1', [c.code]);
      expect(row.times_used).toBeLessThanOrEqual(row.max_uses);
      const paid = payments.filter((p) => p.statusCode === 200).length;
      expect(row.times_used).toBe(5 + paid);
      // Lowered to 6: exactly the one use left was taken. Refused (409): the limit stayed 10, every payment went through.
      expect(paid).toBe(edit.statusCode === 200 ? 1 : 4);
    }
  });
});

describe('DSO codes', () => {
  let r = 0;
  const usPerson = (dsoCode: string) => ({
    campaignId: OFFERING.onDemand, firstName: 'Dana', lastName: `Reyes ${++r}`, email: `dso.${Date.now()}.${r}@example.com`, phone: '(312) 555-0123',
    practiceName: 'Lakeshore Dental', role: 'doctor_owner', specialty: 'gp', address1: '100 Main St', city: 'Chicago', country: 'US',
    state: 'IL', postalCode: '60601', licenseNumber: 'IL-4455', licenseState: 'IL', npiNumber: '1234567893', agdNumber: '',
    hotelNeeded: undefined, dietaryRestrictions: '', dsoCode, teamMembers: [],
  });
  const register = (dsoCode: string, locale?: string) => t.call({ method: 'POST', url: '/api/register/', payload: usPerson(dsoCode), locale });
  const verify = (code: string, locale?: string) =>
    t.call({ method: 'POST', url: '/api/dso-codes/verify', payload: { code }, locale, remoteAddress: `10.9.${++r % 250}.${r % 200}` });

  it('creates, lists with registrations counted, edits and deactivates a code, all audited', async () => {
    const code = uniqueCode('dso');
    const res = await api('POST', '/api/admin/dso-codes', { code: code.toLowerCase(), organization: 'Great Lakes Dental Partners', discountPercent: 12 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id: code, code, organization: 'Great Lakes Dental Partners', discountPercent: 12, active: true, validFrom: null, validUntil: null, timesUsed: 0, state: 'active' });
    expect((await api('POST', '/api/admin/dso-codes', { code, organization: 'Again', discountPercent: 1 })).statusCode).toBe(409);

    for (let i = 0; i < 2; i++) expect((await register(` ${code.toLowerCase()} `)).statusCode).toBe(200);
    expect((await api('GET', `/api/admin/dso-codes/${code}`)).json()).toMatchObject({ timesUsed: 2 });
    const list = (await api('GET', `/api/admin/dso-codes?q=great lakes&active=true`)).json();
    expect(list.data.find((d: { id: string }) => d.id === code)).toMatchObject({ timesUsed: 2 });
    const seeded = (await api('GET', '/api/admin/dso-codes?active=false')).json();
    expect(seeded.data.map((d: { id: string }) => d.id)).toContain('OLDDSO5');

    const edited = await api('PATCH', `/api/admin/dso-codes/${code}`, { discountPercent: 15, organization: 'Great Lakes Dental' });
    expect(edited.json()).toMatchObject({ discountPercent: 15, organization: 'Great Lakes Dental', timesUsed: 2 });
    expect((await api('POST', `/api/admin/dso-codes/${code}/deactivate`)).json()).toMatchObject({ active: false, state: 'inactive' });
    expect((await verify(code)).json()).toEqual({ error: 'Invalid DSO Discount Code' });
    await api('POST', `/api/admin/dso-codes/${code}/activate`);
    expect((await verify(code)).statusCode).toBe(200);
    const entries = await auditOf('dso_code', code);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['create', null, expect.objectContaining({ code, discountPercent: 12 })],
      ['update', { organization: 'Great Lakes Dental Partners', discountPercent: 12 }, { organization: 'Great Lakes Dental', discountPercent: 15 }],
      ['deactivate', { active: true }, { active: false }],
      ['activate', { active: false }, { active: true }],
    ]);
  });

  it('refuses bad input beside the field', async () => {
    const cases: [object, string, string][] = [
      [{ organization: '', discountPercent: 10 }, 'organization', 'All fields are required'],
      [{ organization: 'X', discountPercent: 101 }, 'discountPercent', 'Please check the highlighted field'],
      [{ organization: 'X', discountPercent: 5, validFrom: future(5), validUntil: future(1) }, 'validUntil', 'The end of the validity must be after its start'],
    ];
    for (const [body, field, text] of cases) {
      const res = await api('POST', '/api/admin/dso-codes', { code: uniqueCode('DSOBAD'), ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(text);
    }
    expect((await api('PATCH', '/api/admin/dso-codes/NORTHDSO15', { code: 'OTHER' })).statusCode).toBe(400);
    expect((await api('PATCH', '/api/admin/dso-codes/NOSUCH', { discountPercent: 3 })).statusCode).toBe(404);
  });

  it('a code outside its validity is refused at verify and at registration, with its own message', async () => {
    const code = uniqueCode('DSOVALID');
    await api('POST', '/api/admin/dso-codes', { code, organization: 'Lapsed Group', discountPercent: 5, validFrom: future(-30), validUntil: future(-1) });
    const lapsed = await verify(code);
    expect(lapsed.statusCode).toBe(404);
    expect(lapsed.json()).toEqual({ error: 'This DSO Discount Code is not valid at this time' });
    expect((await verify(code, 'fr-CA')).json()).toEqual({ error: "Ce code de réduction OSD n'est pas valide en ce moment" });
    const refused = await register(code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ dsoCode: 'This DSO Discount Code is not valid at this time' });

    const later = await api('PATCH', `/api/admin/dso-codes/${code}`, { validFrom: future(2), validUntil: null });
    expect(later.json()).toMatchObject({ state: 'scheduled', validUntil: null });
    expect((await verify(code)).statusCode).toBe(404);
    await api('PATCH', `/api/admin/dso-codes/${code}`, { validFrom: future(-1) });
    expect((await verify(code)).json()).toMatchObject({ valid: true });
    expect((await register(code)).statusCode).toBe(200);
  });
});

describe('tax rates', () => {
  const cartTax = async (id: string) => (await t.call({ method: 'GET', url: `/api/cart/${id}` })).json().summary;

  it('lists every US state, DC and PR; a rate set shows in the cart of a registrant billed there; removing it takes the tax away', async () => {
    const list = (await api('GET', '/api/admin/tax-rates')).json();
    expect(list.total).toBe(52);
    expect(list.data.find((r: { id: string }) => r.id === 'US-IL-SALES_TAX')).toEqual({ id: 'US-IL-SALES_TAX', country: 'US', region: 'IL', code: 'SALES_TAX', rate: null, percent: null });
    expect(list.data.find((r: { id: string }) => r.id === 'PR-PR-IVU')).toMatchObject({ country: 'PR', rate: null });

    const { id } = await newRegistration(t);
    expect((await cartTax(id)).taxes).toEqual([]);
    const set = await api('PUT', '/api/admin/tax-rates/US/IL/SALES_TAX', { rate: 6250 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ id: 'US-IL-SALES_TAX', country: 'US', region: 'IL', code: 'SALES_TAX', rate: 6250, percent: '6.25' });
    expect(await cartTax(id)).toMatchObject({ taxes: [{ code: 'SALES_TAX', rate: 6250, cents: 9344 }], taxCents: 9344, courseTotalCents: 158844 });
    const configured = (await api('GET', '/api/admin/tax-rates?configured=true')).json();
    expect(configured).toEqual({ data: [set.json()], total: 1 });

    await api('PUT', '/api/admin/tax-rates/us/il/sales_tax', { rate: 10250 });
    expect((await cartTax(id)).taxes).toEqual([{ code: 'SALES_TAX', rate: 10250, cents: 15324 }]);
    // The same rate again writes nothing.
    await api('PUT', '/api/admin/tax-rates/US/IL/SALES_TAX', { rate: 10250 });

    const pr = await newRegistration(t, { country: 'PR' });
    await api('PUT', '/api/admin/tax-rates/PR/PR/IVU', { rate: 11500 });
    expect((await cartTax(pr.id)).taxes).toEqual([{ code: 'IVU', rate: 11500, cents: 17193 }]);

    const removed = await api('DELETE', '/api/admin/tax-rates/US/IL/SALES_TAX');
    expect(removed.json()).toMatchObject({ id: 'US-IL-SALES_TAX', rate: null, percent: null });
    expect((await cartTax(id)).taxes).toEqual([]);
    expect((await api('DELETE', '/api/admin/tax-rates/US/IL/SALES_TAX')).statusCode).toBe(404);

    const entries = await auditOf('tax_rate', 'US-IL-SALES_TAX');
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['create', null, { rate: 6250 }],
      ['update', { rate: 6250 }, { rate: 10250 }],
      ['delete', { rate: 10250 }, null],
    ]);
  });

  it.each([
    ['a Canadian province', '/api/admin/tax-rates/CA/ON/HST', { rate: 13000 }, 'country'],
    ['a region that does not exist', '/api/admin/tax-rates/US/ZZ/SALES_TAX', { rate: 1000 }, 'region'],
    ['the wrong tax for the country', '/api/admin/tax-rates/PR/PR/SALES_TAX', { rate: 1000 }, 'code'],
    ['a rate above 100%', '/api/admin/tax-rates/US/TX/SALES_TAX', { rate: 100_001 }, 'rate'],
    ['a fractional rate', '/api/admin/tax-rates/US/TX/SALES_TAX', { rate: 62.5 }, 'rate'],
    ['a rate as text', '/api/admin/tax-rates/US/TX/SALES_TAX', { rate: '6.25' }, 'rate'],
  ])('refuses %s with 400 and writes nothing', async (_name, url, body, field) => {
    const res = await api('PUT', url, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await q(`select * from sales_tax_rates where region in ('ON', 'ZZ', 'TX') or code = 'HST'`)).toEqual([]);
  });
});

describe('roles', () => {
  it('viewers read codes and rates but change nothing; educators see none of it', async () => {
    const code = (await createCoupon({ code: uniqueCode('ROLE'), percentOff: 5 })).code;
    const as = (c: Record<string, string>, method: Method, url: string, payload?: object) => t.call({ method, url, payload, cookies: c });
    for (const url of ['/api/admin/coupons', `/api/admin/coupons/${code}`, '/api/admin/dso-codes', '/api/admin/dso-codes/NORTHDSO15', '/api/admin/tax-rates']) {
      expect((await as(viewerCookies, 'GET', url)).statusCode, url).toBe(200);
    }
    expect((await as(viewerCookies, 'PATCH', `/api/admin/coupons/${code}`, { maxUses: 9 })).statusCode).toBe(403);
    expect((await as(viewerCookies, 'POST', `/api/admin/coupons/${code}/deactivate`)).statusCode).toBe(403);
    expect((await as(viewerCookies, 'PUT', '/api/admin/tax-rates/US/IL/SALES_TAX', { rate: 1 })).statusCode).toBe(403);
    expect((await as(viewerCookies, 'POST', '/api/admin/dso-codes', { code: 'VIEWERS', organization: 'X', discountPercent: 1 })).statusCode).toBe(403);
    const educator = await signIn(t, await newStaff(t, 'educator'));
    expect((await as(educator, 'GET', '/api/admin/coupons')).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/admin/tax-rates' })).statusCode).toBe(401);
    expect((await api('GET', `/api/admin/coupons/${code}`)).json()).toMatchObject({ maxUses: null, active: true });
  });
});
