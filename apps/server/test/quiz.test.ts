import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_SETS } from '@portal/domain/quiz/question-sets';
import type { QuizOptionId } from '@portal/domain/quiz/constants';
import type { Status } from '@portal/domain/registration/status';
import { BODY_LIMIT } from '../src/app';
import { seedOfferings } from '../src/features/offerings/seed';
import { createTestApp, type TestApp } from './helpers/test-app';

/** GET /api/quiz/{id} and POST /api/quiz/: no answers sent, grading on the server, attempts, status moves. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
});
afterAll(() => t.close());

const LIVE = 'Cn9DwAy62m_-VXgk9y6L5Q';
const PEDIATRIC = 'kRWzZZmh4xZElIKiuiqHMg';
const UNKNOWN_ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const WRONG_STEP = 'This step is not available right now. Please reload the page to continue where you left off';

async function registration(status: Status, offeringId = LIVE): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/dev/registrations', payload: { offeringId, status } });
  expect(res.statusCode).toBe(200);
  return res.json().id;
}
const wrong = (o: QuizOptionId): QuizOptionId => (o === 'd' ? 'a' : 'd');
/** Answers with exactly `n` correct: the last `n` questions right, the others wrong. */
const answersWith = (variant: 'standard' | 'pediatric', n: number) =>
  Object.fromEntries(QUIZ_SETS[variant].map((q, i) => [q.id, i >= QUIZ_SETS[variant].length - n ? q.correct : wrong(q.correct)]));

const statusOf = async (id: string) => (await t.db.pool.query('select status from registrations where id = $1', [id])).rows[0]?.status;
const attempts = async (id?: string) =>
  (await t.db.pool.query(`select correct, passed, variant from quiz_attempts ${id ? 'where registration_id = $1' : ''} order by created_at`, id ? [id] : [])).rows;
const getQuiz = (id: string, locale?: string) => t.call({ method: 'GET', url: `/api/quiz/${encodeURIComponent(id)}`, locale });
const submit = (payload: unknown, opts: { locale?: string; headers?: Record<string, string> } = {}) =>
  t.call({ method: 'POST', url: '/api/quiz/', payload: payload as object, ...opts });

/** Every key at any depth of a JSON value. */
const keysOf = (v: unknown): string[] =>
  Array.isArray(v) ? v.flatMap(keysOf) : v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => [k, ...keysOf(x)]) : [];

describe('GET /api/quiz/{id}', () => {
  it.each([
    ['standard', LIVE],
    ['pediatric', PEDIATRIC],
  ] as const)('sends the %s set: five questions, their options, no answers', async (variant, offering) => {
    const id = await registration('quiz', offering);
    const res = await getQuiz(id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.variant).toBe(variant);
    expect(body.questionCount).toBe(5);
    expect(body.passMark).toBe(4);
    expect(body.questions.map((q: { id: string }) => q.id)).toEqual(QUIZ_SETS[variant].map((q) => q.id));
    for (const q of body.questions) expect(q.options).toEqual(['a', 'b', 'c', 'd']);
    expect(new Set(keysOf(body))).toEqual(new Set(['variant', 'questionCount', 'passMark', 'questions', 'id', 'module', 'options']));
    expect(res.body).not.toMatch(/correct|answer|solution/i);
  });

  it('answers 404 for unknown and forged ids, 409 at another step', async () => {
    expect((await getQuiz(UNKNOWN_ID)).statusCode).toBe(404);
    expect((await getQuiz("1' or '1'='1")).statusCode).toBe(404);
    expect((await getQuiz('x'.repeat(65))).statusCode).toBe(400);
    const early = await getQuiz(await registration('scorm'));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: WRONG_STEP });
  });
});

describe('POST /api/quiz/', () => {
  it.each([
    [3, false],
    [4, true],
    [5, true],
  ])('grades %i correct answers as passed=%s and stores the attempt', async (n, passed) => {
    const id = await registration('quiz');
    const res = await submit({ id, answers: answersWith('standard', n) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      passed ? { passed: true, correct: n, total: 5, passMark: 4, status: 'cart', step: 'checkout' } : { passed: false, correct: n, total: 5, passMark: 4 },
    );
    expect(await attempts(id)).toEqual([{ correct: n, passed, variant: 'standard' }]);
    expect(await statusOf(id)).toBe(passed ? 'cart' : 'quiz');
  });

  it('lets the user fail, try again and pass; then the quiz is closed', async () => {
    const id = await registration('quiz');
    const fail = await submit({ id, answers: answersWith('standard', 2) });
    expect(fail.json()).toMatchObject({ passed: false, correct: 2 });
    const again = await submit({ id, answers: answersWith('standard', 1) });
    expect(again.json()).toMatchObject({ passed: false, correct: 1 });
    const pass = await submit({ id, answers: answersWith('standard', 5) });
    expect(pass.json()).toMatchObject({ passed: true, correct: 5, step: 'checkout' });
    const after = await submit({ id, answers: answersWith('standard', 5) });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({ error: WRONG_STEP });
    expect((await attempts(id)).map((a) => a.correct)).toEqual([2, 1, 5]);
    expect(await statusOf(id)).toBe('cart');
  });

  it('grades a pediatric registration with the pediatric set', async () => {
    const id = await registration('quiz', PEDIATRIC);
    const standardAnswers = await submit({ id, answers: answersWith('standard', 5) });
    expect(standardAnswers.statusCode).toBe(400);
    const res = await submit({ id, answers: answersWith('pediatric', 4) });
    expect(res.json()).toMatchObject({ passed: true, correct: 4 });
    expect(await attempts(id)).toEqual([{ correct: 4, passed: true, variant: 'pediatric' }]);
  });

  it.each([
    ['en', 'Please answer all questions'],
    ['fr-CA', 'Veuillez répondre à toutes les questions'],
  ])('asks to answer all questions (%s) and stores nothing', async (locale, text) => {
    const id = await registration('quiz');
    const answers = answersWith('standard', 5);
    delete answers[QUIZ_SETS.standard[2].id];
    for (const body of [{ id, answers }, { id, answers: {} }, { id }]) {
      const res = await submit(body, { locale });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(body.answers ? { error: text } : { errors: [text] });
    }
    expect(await attempts(id)).toEqual([]);
    expect(await statusOf(id)).toBe('quiz');
  });

  it.each([
    ['an option that does not exist', (a: Record<string, unknown>) => ({ ...a, [QUIZ_SETS.standard[0].id]: 'e' })],
    ['a question of the other set', (a: Record<string, unknown>) => ({ ...a, ped_growth: 'a' })],
    ['a number as an answer', (a: Record<string, unknown>) => ({ ...a, [QUIZ_SETS.standard[0].id]: 1 })],
    ['answers as a list', (a: Record<string, unknown>) => Object.values(a)],
    ['answers as a string', () => 'abcd'],
  ])('refuses %s with 400 and stores nothing', async (_name, change) => {
    const id = await registration('quiz');
    const res = await submit({ id, answers: change(answersWith('standard', 5)) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error ?? res.json().errors).toBeTruthy();
    expect(await attempts(id)).toEqual([]);
    expect(await statusOf(id)).toBe('quiz');
  });

  it('never trusts a grade sent by the browser', async () => {
    const id = await registration('quiz');
    const res = await submit({ id, answers: answersWith('standard', 0), passed: true, correct: 5 });
    expect(res.statusCode).toBe(400);
    expect(await statusOf(id)).toBe('quiz');
  });

  it('answers malformed JSON, huge bodies, unknown and forged ids with a clear 4xx and stores nothing', async () => {
    const before = (await attempts()).length;
    const bad = await submit('{"answers": {"ipr": "b"', { headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'The request could not be read' });
    const huge = await submit({ id: UNKNOWN_ID, answers: Object.fromEntries(Array.from({ length: 20000 }, (_, i) => [`q${i}`, 'a'])) });
    expect(huge.statusCode).toBe(413);
    const unknown = await submit({ id: UNKNOWN_ID, answers: answersWith('standard', 5) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'The requested item was not found' });
    const forged = await submit({ id: 'not-a-real-id', answers: answersWith('standard', 5) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors).toEqual(['The requested item was not found']);
    expect((await attempts()).length).toBe(before);
  });

  it.each(['objectives', 'scorm', 'cart', 'completed'] as const)('answers 409 at status %s', async (status) => {
    const id = await registration(status);
    const res = await submit({ id, answers: answersWith('standard', 5) });
    expect(res.statusCode).toBe(409);
    expect(await attempts(id)).toEqual([]);
    expect(await statusOf(id)).toBe(status);
  });

  it('moves to checkout once when passing answers arrive together', async () => {
    const id = await registration('quiz');
    const results = await Promise.all(Array.from({ length: 6 }, () => submit({ id, answers: answersWith('standard', 5) })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await attempts(id)).toEqual([{ correct: 5, passed: true, variant: 'standard' }]);
    expect(await statusOf(id)).toBe('cart');
  });
});
