import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOfferings } from '../src/features/offerings/seed';
import { newRegistration, OFFERING, paymentBody, tokenize } from './helpers/checkout-fixtures';
import { newStaff, signIn, type TestStaff } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The back office's registrations: search by name, e-mail, ClinID, session, status and day, and
 * one registration's whole story (steps, objectives, quiz scores, payments, e-mails) as a timeline.
 */
let t: TestApp;
let cookies: Record<string, string>;
let paid: { id: string; email: string; clinId: string };
let waiting: { id: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  const ops: TestStaff = await newStaff(t, 'operations');
  cookies = await signIn(t, ops);
  waiting = await newRegistration(t, { status: 'quiz', email: `waiting.${Date.now()}@example.com` });
  await t.db.pool.query(`update registrations set first_name = 'Zora', last_name = 'Quinlan' where id = $1`, [waiting.id]);
  // Two real answers and one whose option the catalog does not know (it keeps its code).
  await t.db.pool.query(
    `insert into objective_answers (registration_id, question_id, answer_id) values ($1, 'question_1', 'adult_patients'), ($1, 'question_2', 'cases_3_5'), ($1, 'question_3', 'answer_2')`,
    [waiting.id],
  );
  await t.db.pool.query(`insert into quiz_attempts (id, registration_id, variant, answers, correct, passed) values ('attempt-1', $1, 'standard', '{}', 3, false)`, [waiting.id]);

  const reg = await newRegistration(t, { status: 'cart', email: `paid.${Date.now()}@example.com` });
  const res = await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(reg.id, await tokenize(t)) });
  expect(res.statusCode, res.body).toBe(200);
  const clinId = (await t.db.pool.query('select clin_id from registrations where id = $1', [reg.id])).rows[0].clin_id;
  paid = { ...reg, clinId };
});
afterAll(() => t.close());

const search = async (query: Record<string, string>) => {
  const res = await t.call({ method: 'GET', url: '/api/admin/registrations', query, cookies });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { id: string; email: string; status: string; clinId: string | null }[]; total: number };
};

describe('registration search', () => {
  it('finds by part of a name, part of an e-mail, and a whole ClinID in any case', async () => {
    expect((await search({ q: 'zora quin' })).data.map((r) => r.id)).toEqual([waiting.id]);
    expect((await search({ q: waiting.email.slice(0, 12).toUpperCase() })).data.map((r) => r.id)).toContain(waiting.id);
    expect(paid.clinId).toBeTruthy();
    const byClin = await search({ q: paid.clinId.toLowerCase() });
    expect(byClin.data.map((r) => r.id)).toEqual([paid.id]);
    expect((await search({ q: paid.clinId.slice(0, 3) })).data.map((r) => r.id)).not.toContain(paid.id);
  });

  it('narrows by session, status and registration day, and treats LIKE characters as text', async () => {
    const bySession = await search({ offeringId: OFFERING.live, status: 'quiz' });
    expect(bySession.data.every((r) => r.status === 'quiz')).toBe(true);
    expect(bySession.data.map((r) => r.id)).toContain(waiting.id);
    expect((await search({ offeringId: OFFERING.onDemand, q: 'zora' })).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await search({ from: today, to: today, q: 'zora' })).total).toBe(1);
    expect((await search({ to: '2020-01-01' })).total).toBe(0);
    expect((await search({ q: '%' })).total).toBe(0);
    const bad = await t.call({ method: 'GET', url: '/api/admin/registrations', query: { status: 'nonsense', from: 'yesterday' }, cookies });
    expect(bad.statusCode).toBe(400);
  });

  it('pages with a total', async () => {
    const first = await search({ perPage: '1', page: '1' });
    const second = await search({ perPage: '1', page: '2' });
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(first.data).toHaveLength(1);
    expect(second.data[0].id).not.toBe(first.data[0].id);
  });
});

describe('registration detail', () => {
  it('tells the whole story as a timeline: registered, objectives, quiz score', async () => {
    const res = await t.call({ method: 'GET', url: `/api/admin/registrations/${waiting.id}`, cookies });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({ id: waiting.id, firstName: 'Zora', offering: { id: OFFERING.live } });
    expect(d.quizAttempts).toEqual([expect.objectContaining({ correct: 3, passed: false })]);
    expect(d.quizAttempts[0]).not.toHaveProperty('answers');
    expect(d.timeline.map((e: { kind: string }) => e.kind)).toEqual(['registered', 'objectives', 'quiz']);
  });

  it('shows the objectives answers as the questionnaire worded them, in the staff member’s language', async () => {
    const objectives = async (locale: string) => (await t.call({ method: 'GET', url: `/api/admin/registrations/${waiting.id}`, cookies, locale })).json().objectives;
    expect(await objectives('en')).toEqual([
      { questionId: 'question_1', answerId: 'adult_patients', question: 'What do you most want clear-aligner treatment to bring to your practice?', answer: 'Offer adults a discreet alternative to braces' },
      { questionId: 'question_2', answerId: 'cases_3_5', question: 'How many clear-aligner cases per month do you expect to start in your first year?', answer: '3 to 5 cases' },
      { questionId: 'question_3', answerId: 'answer_2', question: 'Which cases do you want to treat first?', answer: 'answer_2' },
    ]);
    const fr = await objectives('fr-CA');
    expect(fr[0]).toMatchObject({ question: "Qu'attendez-vous surtout du traitement par aligneurs transparents pour votre clinique?", answer: 'Offrir aux adultes une solution discrète de rechange aux broches' });
    expect(fr[1]).toMatchObject({ answer: '3 à 5 cas' });
    expect(fr[2]).toMatchObject({ question: 'Quels cas souhaitez-vous traiter en premier?', answer: 'answer_2' });
  });

  it('shows the payment with card brand and last 4, and the confirmation e-mail', async () => {
    const d = (await t.call({ method: 'GET', url: `/api/admin/registrations/${paid.id}`, cookies })).json();
    expect(d.clinId).toBe(paid.clinId);
    expect(d.payments).toEqual([expect.objectContaining({ status: 'paid', cardLast4: '4242', currency: 'USD' })]);
    expect(d.emails.length).toBeGreaterThanOrEqual(1);
    const kinds = d.timeline.map((e: { kind: string }) => e.kind);
    expect(kinds).toContain('payment');
    expect(kinds).toContain('email');
    const times = d.timeline.map((e: { at: string }) => e.at);
    expect([...times].sort()).toEqual(times);
    expect(JSON.stringify(d)).not.toMatch(/4242 ?4242 ?4242 ?4242|"cvv"/i);
    expect(d.timeline.find((e: { kind: string }) => e.kind === 'payment').summary).toBe('Paid $1,495.00');
    const fr = (await t.call({ method: 'GET', url: `/api/admin/registrations/${paid.id}`, cookies, locale: 'fr-CA' })).json();
    expect(fr.timeline.find((e: { kind: string }) => e.kind === 'payment').summary).toMatch(/^Payé 1\s495,00\s\$/);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await t.call({ method: 'GET', url: '/api/admin/registrations/AAAAAAAAAAAAAAAAAAAAAA', cookies })).statusCode).toBe(404);
  });
});
