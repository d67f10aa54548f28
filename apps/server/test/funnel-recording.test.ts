import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_SETS } from '@portal/domain/quiz/question-sets';
import { UTM_COOKIE } from '@portal/domain/tracking/cookies';
import { registrationStepHistory } from '../src/db/schema/funnel';
import { importCampaignRecords } from '../src/features/campaign/import-service';
import { recordSteps } from '../src/features/funnel/record';
import { readCsv } from '../src/platform/cli/csv';
import { seedOfferings } from '../src/features/offerings/seed';
import { OFFERING, paymentBody, tokenize } from './helpers/checkout-fixtures';
import { until, waitingOnLocks } from './helpers/locks';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The funnel's history is written as registrations move, by the real API, in the same
 * transaction as the move: each step once, at the time it was first reached.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
});
afterAll(() => t.close());

let n = 0;
const person = (campaignId: string) => ({
  campaignId, firstName: 'Dana', lastName: 'Reyes', email: `funnel.${Date.now()}.${++n}@example.com`, phone: '(312) 555-0123',
  practiceName: 'Lakeshore Dental', role: 'doctor_owner', specialty: 'gp', address1: '100 Main St', address2: '', city: 'Chicago',
  country: 'US', state: 'IL', postalCode: '60601', licenseNumber: 'IL-4455', licenseState: 'IL', npiNumber: '1234567893', agdNumber: '',
  hotelNeeded: 'no', dietaryRestrictions: '', dsoCode: '', teamMembers: [],
});
const history = async (id: string) =>
  (await t.db.pool.query('select step, reached_at from registration_step_history where registration_id = $1 order by reached_at, step', [id])).rows as { step: string; reached_at: Date }[];
const steps = async (id: string) => (await history(id)).map((r) => r.step).sort();
const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);
const register = async (offeringId: string, cookies: Record<string, string> = {}) => {
  const res = await t.call({ method: 'POST', url: '/api/register/', payload: person(offeringId), cookies });
  ok(res);
  return res.json().id as string;
};
const complete = (registrationId: string, moduleId: string) =>
  t.call({ method: 'PATCH', url: '/api/scorm-modules/update', payload: { registrationId, moduleId, cmi: { lesson_status: 'completed', lesson_location: '5', score_raw: 100 } } });

describe('recording the funnel as it happens', () => {
  it('records each step of a live course at its real transition, and keeps the campaign of the UTM cookie', async () => {
    const utm = JSON.stringify({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring-2026' });
    const id = await register(OFFERING.live, { [UTM_COOKIE]: utm });
    expect(await steps(id)).toEqual(['information', 'objectives']);
    const { rows } = await t.db.pool.query('select utm_source, utm_campaign from registrations where id = $1', [id]);
    expect(rows[0]).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring-2026' });

    ok(await t.call({ method: 'POST', url: '/api/objectives/', payload: { id, answers: { question_1: 'keep_in_house', question_2: 'cases_1_2', question_3: 'relapse', question_4: 'clinical_coaching' } } }));
    expect(await steps(id)).toEqual(['information', 'objectives']);
    ok(await t.call({ method: 'POST', url: '/api/go-digital-offer', payload: { id, owns_scanner: 'no', added_to_cart: false } }));
    expect(await steps(id)).toEqual(['education', 'information', 'objectives']);

    // Out of order on purpose: the second module first; an incomplete save records nothing.
    ok(await t.call({ method: 'PATCH', url: '/api/scorm-modules/update', payload: { registrationId: id, moduleId: 'fundamentals', cmi: { lesson_status: 'incomplete' } } }));
    ok(await complete(id, 'digital-workflow'));
    expect(await steps(id)).toEqual(['education', 'information', 'module_2', 'objectives']);
    ok(await complete(id, 'fundamentals'));
    ok(await complete(id, 'case-selection'));
    expect(await steps(id)).toEqual(['education', 'information', 'module_1', 'module_2', 'module_3', 'objectives']);

    const failed = await t.call({ method: 'POST', url: '/api/quiz/', payload: { id, answers: Object.fromEntries(QUIZ_SETS.standard.map((q) => [q.id, q.correct === 'a' ? 'b' : 'a'])) } });
    ok(failed);
    expect(await steps(id)).not.toContain('quiz_passed');
    ok(await t.call({ method: 'POST', url: '/api/quiz/', payload: { id, answers: Object.fromEntries(QUIZ_SETS.standard.map((q) => [q.id, q.correct])) } }));
    expect(await steps(id)).toContain('quiz_passed');
    expect(await steps(id)).toContain('checkout');

    ok(await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(id, await tokenize(t)) }));
    const all = await history(id);
    expect(all.map((r) => r.step).sort()).toEqual(['checkout', 'education', 'information', 'module_1', 'module_2', 'module_3', 'objectives', 'paid', 'quiz_passed'].sort());
    // Each step at the time it happened: never earlier than the step before it in the funnel.
    const at = Object.fromEntries(all.map((r) => [r.step, new Date(r.reached_at).getTime()]));
    expect(at.information).toBeLessThanOrEqual(at.education);
    expect(at.module_2).toBeLessThanOrEqual(at.module_1);
    expect(at.module_3).toBeLessThanOrEqual(at.quiz_passed);
    expect(at.quiz_passed).toBe(at.checkout);
    expect(at.checkout).toBeLessThanOrEqual(at.paid);

    // A review visit after the quiz reports the module again: the first time stays.
    const [m1] = all.filter((r) => r.step === 'module_1');
    await complete(id, 'fundamentals');
    expect((await history(id)).find((r) => r.step === 'module_1')!.reached_at).toEqual(m1.reached_at);
  });

  it('an on-demand registration reaches information and checkout at once, then paid; no cookie, no campaign', async () => {
    const id = await register(OFFERING.onDemand);
    expect(await steps(id)).toEqual(['checkout', 'information']);
    const { rows } = await t.db.pool.query('select utm_source, utm_campaign from registrations where id = $1', [id]);
    expect(rows[0]).toEqual({ utm_source: null, utm_campaign: null });
    ok(await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(id, await tokenize(t)) }));
    expect(await steps(id)).toEqual(['checkout', 'information', 'paid']);
  });

  it('a malformed UTM cookie is ignored; the registration is made without a campaign', async () => {
    const id = await register(OFFERING.onDemand, { [UTM_COOKIE]: '{not json' });
    const { rows } = await t.db.pool.query('select utm_source from registrations where id = $1', [id]);
    expect(rows[0].utm_source).toBeNull();
  });

  it('a campaign import records the steps up to each record\'s status', async () => {
    const email = `funnel.import.${Date.now()}@example.com`;
    const csv = `email,first_name,last_name,country,locale,offering_id,status\r\n${email},Kim,Park,US,en,${OFFERING.live},quiz\r\n`;
    const result = await importCampaignRecords(t.db.orm, readCsv(csv), 'http://localhost');
    expect(result.ok).toBe(true);
    const { rows } = await t.db.pool.query('select id from registrations where email = $1', [email]);
    expect(await steps(rows[0].id)).toEqual(['education', 'information', 'module_1', 'module_2', 'module_3', 'objectives']);
  });

  it('a refused move records nothing (the history shares the move\'s transaction)', async () => {
    const id = await register(OFFERING.live);
    const res = await t.call({ method: 'POST', url: '/api/quiz/', payload: { id, answers: Object.fromEntries(QUIZ_SETS.standard.map((q) => [q.id, q.correct])) } });
    expect(res.statusCode).toBe(409);
    expect(await steps(id)).toEqual(['information', 'objectives']);
  });
});

describe('two requests reaching the same step at once', () => {
  /**
   * Two transactions record the same step of one registration; the first holds its row until the
   * second waits on it. With `on conflict do nothing` both succeed and one row (the first's time)
   * stays; the control run, a plain insert, shows the two really collided (the second fails).
   */
  async function collide(plain: boolean) {
    const id = await register(OFFERING.live);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const first = t.db.orm.transaction(async (tx) => {
      await recordSteps(tx, id, ['education'], () => new Date('2026-01-01T00:00:00Z'));
      await held;
    });
    await until(async () => (await t.db.pool.query(`select 1 from pg_stat_activity where state = 'idle in transaction' and datname = current_database()`)).rowCount! > 0);
    const second = t.db.orm.transaction(async (tx) => {
      if (plain) await tx.insert(registrationStepHistory).values({ registrationId: id, step: 'education', reachedAt: new Date('2026-02-01T00:00:00Z') });
      else await recordSteps(tx, id, ['education'], () => new Date('2026-02-01T00:00:00Z'));
    });
    await until(async () => (await waitingOnLocks(t)) > 0);
    release();
    const results = await Promise.allSettled([first, second]);
    const rows = (await t.db.orm.execute(sql`select reached_at from registration_step_history where registration_id = ${id} and step = 'education'`)).rows;
    return { results: results.map((r) => r.status), rows };
  }

  it('writes one row, the first one, and both requests succeed', async () => {
    const { results, rows } = await collide(false);
    expect(results).toEqual(['fulfilled', 'fulfilled']);
    expect(rows).toHaveLength(1);
    expect(new Date(String(rows[0].reached_at)).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('control run: without `on conflict do nothing` the second request fails on the same row', async () => {
    const { results, rows } = await collide(true);
    expect(results).toEqual(['fulfilled', 'rejected']);
    expect(rows).toHaveLength(1);
  });
});
