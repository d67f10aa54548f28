import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_IDS } from '@portal/domain/education/modules';
import { seedOfferings } from '../src/features/offerings/seed';
import { saveProgress } from '../src/features/education/service';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The education step's API: modules with saved state, saving progress, completion decided by the server, and the advance to the quiz. */
let t: TestApp;
const LIVE = 'Cn9DwAy62m_-VXgk9y6L5Q';
const ON_DEMAND = 'XSWcyRJca9vioeovVKDYEA';

beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
});
afterAll(() => t.close());

const registration = async (status = 'scorm', offeringId = LIVE): Promise<string> => {
  const res = await t.call({ method: 'POST', url: '/api/dev/registrations', payload: { offeringId, status } });
  expect(res.statusCode).toBe(200);
  return res.json().id;
};
const modules = (id: string, locale?: string) => t.call({ method: 'GET', url: `/api/scorm-modules/${id}`, locale });
const save = (registrationId: string, moduleId: string, cmi: Record<string, unknown>, locale?: string) =>
  t.call({ method: 'PATCH', url: '/api/scorm-modules/update', payload: { registrationId, moduleId, cmi }, locale });
const statusOf = async (id: string) => (await t.db.pool.query('select status from registrations where id = $1', [id])).rows[0]?.status;
const progressRows = async (id: string) => (await t.db.pool.query('select module_id, lesson_location, suspend_data, lesson_status, score_raw, completed_at from scorm_progress where registration_id = $1 order by module_id', [id])).rows;
const complete = (id: string, moduleId: string) => save(id, moduleId, { lesson_status: 'completed', lesson_location: '5', score_raw: 100 });

describe('GET /api/scorm-modules/{id}', () => {
  it('lists the three modules, not started, with launch URLs in the learner language', async () => {
    const id = await registration();
    const en = await modules(id);
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({ completedCount: 0, total: 3, allCompleted: false });
    expect(en.json().modules).toEqual([
      expect.objectContaining({ id: 'fundamentals', number: 1, title: 'Clear-aligner fundamentals', version: '1.2', launchUrl: '/scorm/fundamentals/index.html?lang=en', completed: false }),
      expect.objectContaining({ id: 'digital-workflow', number: 2, title: 'The digital workflow: scan, plan, treat, monitor' }),
      expect.objectContaining({ id: 'case-selection', number: 3, title: 'Case selection and practice integration' }),
    ]);
    expect(en.json().modules[0].cmi).toEqual({ lesson_location: '', suspend_data: '', lesson_status: 'not attempted', score_raw: null });
    const fr = await modules(id, 'fr-CA');
    expect(fr.json().modules[0]).toMatchObject({ title: 'Notions fondamentales des aligneurs transparents', launchUrl: '/scorm/fundamentals/index.html?lang=fr' });
  });

  it('answers 404 for unknown and malformed ids, 409 before the education step and for on-demand courses', async () => {
    expect((await modules('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await modules('not-an-id')).statusCode).toBe(404);
    const early = await modules(await registration('objectives'));
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatch(/not available right now/);
    expect((await modules(await registration('cart', ON_DEMAND))).statusCode).toBe(409);
  });
});

describe('PATCH /api/scorm-modules/update', () => {
  it('saves progress and restores it, keeping elements a later save does not send', async () => {
    const id = await registration();
    const suspend = JSON.stringify({ answers: [2, 1], checked: false });
    const first = await save(id, 'fundamentals', { lesson_location: '3', suspend_data: suspend, lesson_status: 'incomplete' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ completed: false, completedCount: 0, allCompleted: false });
    await save(id, 'fundamentals', { lesson_location: '4' });
    const m = (await modules(id)).json().modules[0];
    expect(m).toMatchObject({ completed: false, cmi: { lesson_location: '4', suspend_data: suspend, lesson_status: 'incomplete', score_raw: null } });
  });

  it.each([
    ['completed', true], ['passed', true], ['failed', false], ['incomplete', false], ['browsed', false],
  ])('decides completion from lesson_status %s', async (lessonStatus, completed) => {
    const id = await registration();
    const res = await save(id, 'digital-workflow', { lesson_status: lessonStatus, score_raw: 67 });
    expect(res.json()).toMatchObject({ completed, completedCount: completed ? 1 : 0 });
    expect((await modules(id)).json().modules[1]).toMatchObject({ completed, cmi: { lesson_status: lessonStatus, score_raw: 67 } });
  });

  it('keeps a module completed when a later visit reports incomplete', async () => {
    const id = await registration();
    await complete(id, 'fundamentals');
    const res = await save(id, 'fundamentals', { lesson_status: 'incomplete', lesson_location: '0' });
    expect(res.json()).toMatchObject({ completed: true, completedCount: 1 });
  });

  it('moves the registration to the quiz with the save that completes the third module, then refuses further saves', async () => {
    const id = await registration();
    await complete(id, 'fundamentals');
    await complete(id, 'digital-workflow');
    expect(await statusOf(id)).toBe('scorm');
    const last = await complete(id, 'case-selection');
    expect(last.json()).toEqual({ completed: true, completedCount: 3, allCompleted: true });
    expect(await statusOf(id)).toBe('quiz');
    expect((await t.call({ method: 'GET', url: `/api/provider/id/${id}` })).json()).toMatchObject({ status: 'quiz', step: 'quiz' });
    // The page still reads the modules after the advance (it enables Continue from this answer).
    expect((await modules(id)).json()).toMatchObject({ completedCount: 3, allCompleted: true });
    const late = await save(id, 'fundamentals', { lesson_location: '1' });
    expect(late.statusCode).toBe(409);
  });

  it('advances exactly once when the last module is saved many times at once', async () => {
    const id = await registration();
    await complete(id, 'fundamentals');
    await complete(id, 'digital-workflow');
    const results = await Promise.all(Array.from({ length: 8 }, () => complete(id, 'case-selection')));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.map((r) => r.json().allCompleted)).toEqual([true]);
    expect(results.filter((r) => r.statusCode === 409).length).toBe(7);
    expect(await statusOf(id)).toBe('quiz');
  });

  it('advances every registration whose last two modules are completed by concurrent saves', async () => {
    const ids = await Promise.all(Array.from({ length: 15 }, () => registration()));
    await Promise.all(ids.map((id) => complete(id, 'fundamentals')));
    const results = await Promise.all(ids.flatMap((id) => [complete(id, 'digital-workflow'), complete(id, 'case-selection')]));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await Promise.all(ids.map(statusOf))).toEqual(ids.map(() => 'quiz'));
  });

  it('control run: without the row lock, concurrent saves miss the third completion (the test can see the race)', async () => {
    const ids = await Promise.all(Array.from({ length: 15 }, () => registration()));
    await Promise.all(ids.map((id) => complete(id, 'fundamentals')));
    const cmi = { lesson_status: 'completed' as const };
    await Promise.allSettled(
      ids.flatMap((registrationId) => ['digital-workflow', 'case-selection'].map((moduleId) =>
        saveProgress(t.db.orm, { registrationId, moduleId: moduleId as (typeof MODULE_IDS)[number], cmi }, { lock: false }))),
    );
    const stuck = [];
    for (const id of ids) if ((await statusOf(id)) === 'scorm' && (await progressRows(id)).every((r) => r.completed_at)) stuck.push(id);
    expect(stuck.length).toBeGreaterThan(0);
  });

  it('answers 404 for forged ids and 409 at another step, changing nothing', async () => {
    const forged = await save('AAAAAAAAAAAAAAAAAAAAAA', 'fundamentals', { lesson_status: 'completed' });
    expect(forged.statusCode).toBe(404);
    const malformed = await save('../../etc', 'fundamentals', { lesson_status: 'completed' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual(['The requested item was not found']);
    const early = await registration('objectives');
    const res = await save(early, 'fundamentals', { lesson_status: 'completed' }, 'fr-CA');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/^Cette étape/);
    expect(await progressRows(early)).toEqual([]);
    expect(await statusOf(early)).toBe('objectives');
  });

  describe('bad input', () => {
    let id: string;
    let before: unknown;
    beforeAll(async () => {
      id = await registration();
      await save(id, 'fundamentals', { lesson_location: '2', suspend_data: 'x', lesson_status: 'incomplete' });
      before = await progressRows(id);
    });

    it.each<[string, unknown]>([
      ['an unknown module', { registrationId: 'ID', moduleId: 'module-4', cmi: {} }],
      ['an unknown cmi element', { registrationId: 'ID', moduleId: 'fundamentals', cmi: { 'cmi.core.student_id': 'x' } }],
      ['a lesson_status SCORM does not have', { registrationId: 'ID', moduleId: 'fundamentals', cmi: { lesson_status: 'done' } }],
      ['a score that is text', { registrationId: 'ID', moduleId: 'fundamentals', cmi: { score_raw: '100' } }],
      ['a score over 100', { registrationId: 'ID', moduleId: 'fundamentals', cmi: { score_raw: 1000 } }],
      ['suspend_data over 4096 characters', { registrationId: 'ID', moduleId: 'fundamentals', cmi: { suspend_data: 'x'.repeat(4097) } }],
      ['a location over 255 characters', { registrationId: 'ID', moduleId: 'fundamentals', cmi: { lesson_location: 'x'.repeat(256) } }],
      ['a number as location', { registrationId: 'ID', moduleId: 'fundamentals', cmi: { lesson_location: 3 } }],
      ['cmi as a list', { registrationId: 'ID', moduleId: 'fundamentals', cmi: ['completed'] }],
      ['no cmi', { registrationId: 'ID', moduleId: 'fundamentals' }],
      ['an extra field', { registrationId: 'ID', moduleId: 'fundamentals', cmi: {}, advance: true }],
    ])('refuses %s with 400', async (_name, body) => {
      const payload = JSON.parse(JSON.stringify(body).replace('"ID"', JSON.stringify(id)));
      const res = await t.call({ method: 'PATCH', url: '/api/scorm-modules/update', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
      expect(await progressRows(id)).toEqual(before);
    });

    it('refuses malformed JSON, a huge body, a text body and a missing CSRF token', async () => {
      const url = '/api/scorm-modules/update';
      const bad = await t.call({ method: 'PATCH', url, payload: '{"registrationId": ', headers: { 'content-type': 'application/json' } });
      expect(bad.json()).toEqual({ error: 'The request could not be read' });
      const huge = await t.call({ method: 'PATCH', url, payload: { registrationId: id, moduleId: 'fundamentals', cmi: { suspend_data: 'x'.repeat(64 * 1024) } } });
      expect(huge.statusCode).toBe(413);
      const text = await t.call({ method: 'PATCH', url, payload: 'lesson_status=completed', headers: { 'content-type': 'text/plain' } });
      expect(text.statusCode).toBe(415);
      const noToken = await t.app.inject({ method: 'PATCH', url, payload: { registrationId: id, moduleId: 'fundamentals', cmi: { lesson_status: 'completed' } } });
      expect(noToken.statusCode).toBe(403);
      expect(await progressRows(id)).toEqual(before);
    });
  });
});
