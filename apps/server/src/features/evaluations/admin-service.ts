import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { COURSE_KEY_PATTERN, evaluationResults, questionText, type CourseKey, type EvaluationForm } from '@portal/domain/ce-records/evaluation';
import { AppError } from '@portal/domain/errors/app-error';
import type { Locale } from '@portal/domain/locale/locales';
import { COURSE_TYPES, VARIANTS } from '@portal/domain/course/course';
import { courseEvaluationForms, courseEvaluations } from '../../db/schema/evaluations';
import { translator } from '../../platform/i18n';
import { writeAudit, type Actor } from '../staff/audit';
import { courseForm } from './store';

/** The four courses evaluations are kept by. */
export const COURSE_KEYS = COURSE_TYPES.flatMap((type) => VARIANTS.map((variant) => `${type}:${variant}` as CourseKey));

export function courseKey(value: string): CourseKey {
  if (!COURSE_KEY_PATTERN.test(value)) throw new AppError(404, 'errors:notFound');
  return value as CourseKey;
}

/** A course's form as the back office edits it: the questions as stored (staff's words, or none for a default) and, for reading, their words in the staff member's language. */
export async function formView(db: NodePgDatabase, key: CourseKey, locale: Locale) {
  const form = await courseForm(db, key);
  const t = translator(locale);
  return { id: key, ...form, questions: form.questions.map((q) => ({ ...q, label: questionText(q, locale, t) })) };
}

/** Saves a course's questions and whether its certificate waits, audited with before and after. */
export async function saveForm(db: NodePgDatabase, actor: Actor, key: CourseKey, form: EvaluationForm, locale: Locale) {
  await db.transaction(async (tx) => {
    const before = await courseForm(tx, key);
    const row = { courseKey: key, questions: form.questions, certificateWaits: form.certificateWaits, updatedBy: actor.label, updatedAt: new Date() };
    await tx.insert(courseEvaluationForms).values(row).onConflictDoUpdate({ target: courseEvaluationForms.courseKey, set: row });
    await writeAudit(tx, actor, {
      entity: 'evaluation_form',
      entityId: key,
      action: 'update',
      before: { questions: before.questions, certificateWaits: before.certificateWaits },
      after: { questions: form.questions, certificateWaits: form.certificateWaits },
    });
  });
  return formView(db, key, locale);
}

/** The answers of a course or of one session (the session attended), newest first. */
export function answersOf(db: NodePgDatabase, filter: { courseKey?: CourseKey; sessionId?: string }) {
  const where: SQL[] = [];
  if (filter.courseKey) where.push(eq(courseEvaluations.courseKey, filter.courseKey));
  if (filter.sessionId) where.push(eq(courseEvaluations.offeringId, filter.sessionId));
  return db.select().from(courseEvaluations).where(and(...where)).orderBy(desc(courseEvaluations.submittedAt));
}

/** GET /api/admin/evaluation-results: counts, averages, distributions, yes/no counts and the comments, each question with its words in the staff member's language. */
export async function resultsOf(db: NodePgDatabase, filter: { courseKey?: CourseKey; sessionId?: string }, locale: Locale) {
  const rows = await answersOf(db, filter);
  const t = translator(locale);
  const words = new Map<string, string>();
  for (const row of rows) for (const q of row.questions) if (!words.has(q.id)) words.set(q.id, questionText(q, locale, t));
  const results = evaluationResults(rows);
  return { answers: results.answers, questions: results.questions.map((q) => ({ ...q, text: words.get(q.id) ?? q.id })) };
}

/** The CSV: one row per answer (when, session, course, locale), one column per question id, yes/no as yes/no with its comment beside. */
export async function resultsCsv(db: NodePgDatabase, filter: { courseKey?: CourseKey; sessionId?: string }) {
  const rows = await answersOf(db, filter);
  const columns: string[] = [];
  for (const row of rows) for (const q of row.questions) {
    if (!columns.includes(q.id)) columns.push(q.id);
    if (q.kind === 'yes_no' && !columns.includes(`${q.id}_comment`)) columns.push(`${q.id}_comment`);
  }
  const header = ['submitted_at', 'session_id', 'course', 'locale', ...columns];
  const body = rows.map((row) => {
    const cells: Record<string, unknown> = {};
    for (const [id, value] of Object.entries(row.answers)) {
      if (typeof value === 'object') {
        cells[id] = value.answer ? 'yes' : 'no';
        cells[`${id}_comment`] = value.comment ?? '';
      } else cells[id] = value;
    }
    return [row.submittedAt.toISOString(), row.offeringId, row.courseKey, row.locale, ...columns.map((c) => cells[c] ?? '')];
  });
  return { header, body };
}
