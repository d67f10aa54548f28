import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOfferings } from '../src/features/offerings/seed';
import { newRegistration } from './helpers/checkout-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 28 defect 7: the registration page's e-learning section names each module by its title in
 * the staff member's language, beside its progress, score and times (never the bare slug).
 */
let t: TestApp;
let cookies: Record<string, string>;
let id: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  cookies = await signIn(t, await newStaff(t, 'viewer'));
  ({ id } = await newRegistration(t, { status: 'scorm', email: `elearning.${Date.now()}@example.com` }));
  await t.db.pool.query(
    `insert into scorm_progress (registration_id, module_id, lesson_status, score_raw, completed_at) values
       ($1, 'fundamentals', 'passed', 80, now()), ($1, 'digital-workflow', 'incomplete', 0, null)`,
    [id],
  );
});
afterAll(() => t.close());

const detail = async (locale: string) => {
  const res = await t.call({ method: 'GET', url: `/api/admin/registrations/${id}`, cookies, locale });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { modules: { moduleId: string; title: string; lessonStatus: string; scoreRaw: number | null; completedAt: string | null; updatedAt: string }[] };
};

describe('the e-learning section of a registration', () => {
  it.each([
    // In module id order (the server's): digital-workflow, fundamentals.
    ['en', ['The digital workflow: scan, plan, treat, monitor', 'Clear-aligner fundamentals']],
    ['fr-CA', ['Le flux de travail numérique : numériser, planifier, traiter, suivre', 'Notions fondamentales des aligneurs transparents']],
  ])('titles the modules in %s, with progress, score and times', async (locale, titles) => {
    const { modules } = await detail(locale);
    expect(modules.map((m) => m.title)).toEqual(titles);
    expect(modules.map((m) => [m.moduleId, m.lessonStatus, m.scoreRaw])).toEqual([
      ['digital-workflow', 'incomplete', 0],
      ['fundamentals', 'passed', 80],
    ]);
    expect(modules.every((m) => typeof m.updatedAt === 'string')).toBe(true);
  });
});
