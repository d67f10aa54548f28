import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Status } from '@portal/domain/registration/status';
import { BODY_LIMIT } from '../src/app';
import { seedOfferings } from '../src/features/offerings/seed';
import { findGoDigitalChoice } from '../src/features/scanner-trial/store';
import { createTestApp, type TestApp } from './helpers/test-app';

/** POST /api/objectives/ and POST /api/go-digital-offer: validation, storage, status moves, bad input. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
});
afterAll(() => t.close());

const LIVE = 'Cn9DwAy62m_-VXgk9y6L5Q';
const ON_DEMAND = 'XSWcyRJca9vioeovVKDYEA';
const UNKNOWN_ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const WRONG_STEP = 'This step is not available right now. Please reload the page to continue where you left off';
const ANSWERS = { question_1: 'keep_in_house', question_2: 'cases_1_2', question_3: 'relapse', question_4: 'clinical_coaching' };

async function registration(status: Status, offeringId = LIVE): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/dev/registrations', payload: { offeringId, status } });
  expect(res.statusCode).toBe(200);
  return res.json().id;
}
const statusOf = async (id: string) => (await t.db.pool.query('select status from registrations where id = $1', [id])).rows[0]?.status;
const answersOf = async (id: string) =>
  (await t.db.pool.query('select question_id, answer_id from objective_answers where registration_id = $1 order by question_id', [id])).rows;
const rowCount = async (table: 'objective_answers' | 'go_digital_offers') => Number((await t.db.pool.query(`select count(*) from ${table}`)).rows[0].count);
const postObjectives = (payload: unknown, opts: { locale?: string; headers?: Record<string, string> } = {}) =>
  t.call({ method: 'POST', url: '/api/objectives/', payload: payload as object, ...opts });
const postOffer = (payload: unknown, opts: { locale?: string; headers?: Record<string, string> } = {}) =>
  t.call({ method: 'POST', url: '/api/go-digital-offer', payload: payload as object, ...opts });

describe('POST /api/objectives/', () => {
  it('stores one question_N / answer pair per question and moves to the scanner offer', async () => {
    const id = await registration('objectives');
    const res = await postObjectives({ id, answers: ANSWERS });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'go_digital_landing', step: 'objectives' });
    expect(await statusOf(id)).toBe('go_digital_landing');
    expect(await answersOf(id)).toEqual([
      { question_id: 'question_1', answer_id: 'keep_in_house' },
      { question_id: 'question_2', answer_id: 'cases_1_2' },
      { question_id: 'question_3', answer_id: 'relapse' },
      { question_id: 'question_4', answer_id: 'clinical_coaching' },
    ]);
  });

  it.each([
    ['en', 'Please answer all questions'],
    ['en-CA', 'Please answer all questions'],
    ['fr-CA', 'Veuillez répondre à toutes les questions'],
  ])('asks to answer all questions in %s and changes nothing', async (locale, text) => {
    const id = await registration('objectives');
    const before = await rowCount('objective_answers');
    const res = await postObjectives({ id, answers: { ...ANSWERS, question_2: undefined } }, { locale });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [text], fields: { 'answers.question_2': text } });
    expect(await rowCount('objective_answers')).toBe(before);
    expect(await statusOf(id)).toBe('objectives');
  });

  it('asks to answer all questions when no answers are sent', async () => {
    const id = await registration('objectives');
    const res = await postObjectives({ id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['Please answer all questions']);
  });

  it.each([
    ['an option code of another question', { answers: { ...ANSWERS, question_1: 'cases_1_2' } }],
    ['a made-up option code', { answers: { ...ANSWERS, question_3: 'everything' } }],
    ['a number as an answer', { answers: { ...ANSWERS, question_4: 4 } }],
    ['answers as a string', { answers: 'question_1=grow_practice' }],
    ['answers as a list', { answers: Object.values(ANSWERS) }],
    ['an extra question', { answers: { ...ANSWERS, question_5: 'grow_practice' } }],
    ['an extra field', { answers: ANSWERS, status: 'cart' }],
    ['the id as a number', { id: 42, answers: ANSWERS }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const id = await registration('objectives');
    const before = await rowCount('objective_answers');
    const res = await postObjectives({ id, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.length).toBeGreaterThan(0);
    expect(await rowCount('objective_answers')).toBe(before);
    expect(await statusOf(id)).toBe('objectives');
  });

  it('answers malformed JSON, a huge body and a non-JSON body with a clear 4xx', async () => {
    const id = await registration('objectives');
    const before = await rowCount('objective_answers');
    const bad = await postObjectives('{"id": "x", "answers": {', { headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'The request could not be read' });
    const huge = await postObjectives({ id, answers: { ...ANSWERS, question_1: 'x'.repeat(BODY_LIMIT) } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'The request is too large' });
    const text = await postObjectives('question_1=grow_practice', { headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    expect(await rowCount('objective_answers')).toBe(before);
    expect(await statusOf(id)).toBe('objectives');
  });

  it('answers 404 for an unknown id and refuses a forged one', async () => {
    const before = await rowCount('objective_answers');
    const unknown = await postObjectives({ id: UNKNOWN_ID, answers: ANSWERS });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'The requested item was not found' });
    const forged = await postObjectives({ id: "x' or 1=1 --", answers: ANSWERS });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors).toEqual(['The requested item was not found']);
    expect(await rowCount('objective_answers')).toBe(before);
  });

  it.each(['go_digital_landing', 'scorm', 'quiz', 'cart'] as const)('answers 409 at status %s and changes nothing', async (status) => {
    const id = await registration(status);
    const res = await postObjectives({ id, answers: ANSWERS });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: WRONG_STEP });
    expect(await answersOf(id)).toEqual([]);
    expect(await statusOf(id)).toBe(status);
  });

  it('stores the answers once when the same submission arrives many times at once', async () => {
    const id = await registration('objectives');
    const results = await Promise.all(Array.from({ length: 8 }, () => postObjectives({ id, answers: ANSWERS })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await answersOf(id)).toHaveLength(4);
    expect(await statusOf(id)).toBe('go_digital_landing');
  });

  it('needs the XSRF token', async () => {
    const id = await registration('objectives');
    const res = await t.app.inject({ method: 'POST', url: '/api/objectives/', payload: { id, answers: ANSWERS } });
    expect(res.statusCode).toBe(403);
    expect(await statusOf(id)).toBe('objectives');
  });
});

describe('POST /api/go-digital-offer', () => {
  it('accepting stores the scanner and added_to_cart true, with the terms time, and moves to education', async () => {
    const id = await registration('go_digital_landing');
    const res = await postOffer({ id, owns_scanner: 'yes', scanner: 'primescan', added_to_cart: true, terms_accepted: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'scorm', step: 'education', added_to_cart: true });
    expect(await statusOf(id)).toBe('scorm');
    const choice = await findGoDigitalChoice(t.db.orm, id);
    expect(choice).toMatchObject({ ownsScanner: 'yes', scanner: 'primescan', addedToCart: true });
    expect(choice!.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it('rejecting stores added_to_cart false and moves to education', async () => {
    const id = await registration('go_digital_landing');
    const res = await postOffer({ id, owns_scanner: 'no', added_to_cart: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'scorm', step: 'education', added_to_cart: false });
    expect(await findGoDigitalChoice(t.db.orm, id)).toEqual({ ownsScanner: 'no', scanner: null, addedToCart: false, termsAcceptedAt: null });
  });

  it('accepts the offer with the scanner question skipped', async () => {
    const id = await registration('go_digital_landing');
    const res = await postOffer({ id, added_to_cart: true, terms_accepted: true });
    expect(res.statusCode).toBe(200);
    expect(await findGoDigitalChoice(t.db.orm, id)).toMatchObject({ ownsScanner: null, scanner: null, addedToCart: true });
  });

  it('is unknown before it is answered', async () => {
    const id = await registration('go_digital_landing');
    expect(await findGoDigitalChoice(t.db.orm, id)).toBeUndefined();
  });

  it('serves the campaign page too: an on-demand record goes on to the cart', async () => {
    const id = await registration('go_digital_landing', ON_DEMAND);
    const res = await postOffer({ id, added_to_cart: true, terms_accepted: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'cart', step: 'checkout', added_to_cart: true });
  });

  it.each([
    ['en', 'Please agree to the terms and conditions to add the trial'],
    ['fr-CA', "Veuillez accepter les modalités pour ajouter l'essai"],
  ])('needs the terms to accept (%s) and changes nothing without them', async (locale, text) => {
    const id = await registration('go_digital_landing');
    const before = await rowCount('go_digital_offers');
    const res = await postOffer({ id, added_to_cart: true }, { locale });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [text], fields: { terms_accepted: text } });
    expect(await rowCount('go_digital_offers')).toBe(before);
    expect(await statusOf(id)).toBe('go_digital_landing');
  });

  it.each([
    ['a make without owning a scanner', { owns_scanner: 'no', scanner: 'itero', added_to_cart: false }],
    ['an unknown make', { owns_scanner: 'yes', scanner: 'acme', added_to_cart: false }],
    ['added_to_cart as a string', { added_to_cart: 'true', terms_accepted: true }],
    ['added_to_cart missing', { owns_scanner: 'no' }],
    ['owns_scanner as a boolean', { owns_scanner: true, added_to_cart: false }],
    ['an extra field', { added_to_cart: false, price: 0 }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const id = await registration('go_digital_landing');
    const before = await rowCount('go_digital_offers');
    const res = await postOffer({ id, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.length).toBeGreaterThan(0);
    expect(await rowCount('go_digital_offers')).toBe(before);
    expect(await statusOf(id)).toBe('go_digital_landing');
  });

  it('answers malformed JSON, huge bodies, unknown and forged ids with a clear 4xx', async () => {
    const before = await rowCount('go_digital_offers');
    const bad = await postOffer('{"added_to_cart": tru', { headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'The request could not be read' });
    const huge = await postOffer({ id: UNKNOWN_ID, added_to_cart: false, owns_scanner: 'x'.repeat(BODY_LIMIT) });
    expect(huge.statusCode).toBe(413);
    const unknown = await postOffer({ id: UNKNOWN_ID, added_to_cart: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'The requested item was not found' });
    const forged = await postOffer({ id: '../../admin', added_to_cart: false });
    expect(forged.statusCode).toBe(400);
    expect(await rowCount('go_digital_offers')).toBe(before);
  });

  it('answers 409 with the catalog text when the status has moved on, and keeps the first answer', async () => {
    const id = await registration('go_digital_landing');
    expect((await postOffer({ id, added_to_cart: false })).statusCode).toBe(200);
    const again = await postOffer({ id, owns_scanner: 'yes', scanner: 'medit', added_to_cart: true, terms_accepted: true }, { locale: 'fr-CA' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "Cette étape n'est pas disponible pour le moment. Veuillez recharger la page pour reprendre là où vous étiez" });
    expect(await findGoDigitalChoice(t.db.orm, id)).toMatchObject({ ownsScanner: null, addedToCart: false });
    expect(await statusOf(id)).toBe('scorm');
  });

  it('answers 409 before the questionnaire is answered', async () => {
    const id = await registration('objectives');
    const res = await postOffer({ id, added_to_cart: false });
    expect(res.statusCode).toBe(409);
    expect(await findGoDigitalChoice(t.db.orm, id)).toBeUndefined();
    expect(await statusOf(id)).toBe('objectives');
  });

  it('keeps exactly one answer when accept and reject race', async () => {
    const id = await registration('go_digital_landing');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => postOffer(i % 2 ? { id, added_to_cart: false } : { id, added_to_cart: true, terms_accepted: true })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    expect((await findGoDigitalChoice(t.db.orm, id))?.addedToCart).toBe(winner.added_to_cart);
  });
});
