import { z } from 'zod/mini';
import type { CourseType, Variant } from '../course/course';
import type { Locale } from '../locale/locales';
import type { EndedState } from '../registration/ended';

/**
 * Course evaluations (issue 52, item 2): ADA CERP (standard IV) and AGD PACE ask that every
 * participant can evaluate each activity. A course (course type x variant) has an ordered list of
 * questions, the defaults below until staff edit them; the registrant answers once per
 * registration from their own page, after attending. These are the rules; the server
 * (features/evaluations/) stores the forms and answers and serves the page's routes.
 */

export const QUESTION_KINDS = ['rating', 'yes_no', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** A rating is 1 (poor) to 5 (excellent). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The longest free text, and comment under a yes/no, kept (a paragraph or two). */
export const ANSWER_TEXT_MAX = 2000;
/** The longest question a staff member may write, and the most questions a form may hold. */
export const QUESTION_TEXT_MAX = 300;
export const QUESTIONS_MAX = 20;
/** A question's id: stored with each answer, so results survive a question's rewording. */
export const QUESTION_ID_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

/**
 * A question. The defaults have no `text`: their words are the catalog's (`evaluation:questions.<id>`)
 * in every locale. A question staff wrote carries its own words in English and French (en-CA reads English).
 */
export interface EvaluationQuestion {
  id: string;
  kind: QuestionKind;
  text?: { en: string; fr: string };
}

/** The defaults of the issue: objectives met, the instructor's knowledge and clarity, relevance, commercial bias (with a comment), what to change. */
export const DEFAULT_QUESTIONS: readonly EvaluationQuestion[] = [
  { id: 'objectives_met', kind: 'rating' },
  { id: 'instructor_knowledge', kind: 'rating' },
  { id: 'instructor_clarity', kind: 'rating' },
  { id: 'relevance_to_practice', kind: 'rating' },
  { id: 'commercial_bias', kind: 'yes_no' },
  { id: 'what_to_change', kind: 'text' },
];

/** A course, as evaluations are kept: its type and variant ("live:standard", "on_demand:pediatric"). */
export type CourseKey = `${CourseType}:${Variant}`;
export const courseKeyOf = (course: { courseType: CourseType; variant: Variant }): CourseKey => `${course.courseType}:${course.variant}`;
export const COURSE_KEY_PATTERN = /^(live|on_demand):(standard|pediatric)$/;

/** The question's words in a locale: staff's own, else the catalog key's translation (`t`). */
export function questionText(q: EvaluationQuestion, locale: Locale, t: (key: string) => string): string {
  if (q.text) return locale === 'fr-CA' ? q.text.fr : q.text.en;
  return t(`evaluation:questions.${q.id}`);
}

const MSG = {
  duplicateId: 'evaluation:errors.duplicateId',
} as const;

const words = z.string().check(z.trim(), z.minLength(1), z.maxLength(QUESTION_TEXT_MAX));

/** A form staff save: 1 to QUESTIONS_MAX questions, ids unique, each with its words in both languages (a default may keep none). */
export const evaluationFormSchema = z.strictObject({
  questions: z
    .array(
      z.strictObject({
        id: z.string().check(z.regex(QUESTION_ID_PATTERN)),
        kind: z.enum(QUESTION_KINDS),
        text: z.optional(z.strictObject({ en: words, fr: words })),
      }),
    )
    .check(
      z.minLength(1),
      z.maxLength(QUESTIONS_MAX),
      z.refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, { message: MSG.duplicateId }),
      // A question without words must be a default, of the default's kind: the catalog has no words for another.
      z.refine((qs) => qs.every((q) => q.text || DEFAULT_QUESTIONS.some((d) => d.id === q.id && d.kind === q.kind)), { message: 'evaluation:errors.textRequired' }),
    ),
  certificateWaits: z.boolean(),
});
export type EvaluationForm = z.infer<typeof evaluationFormSchema>;

/** One answer's value: a rating, yes or no with an optional comment, or free text. */
export type AnswerValue = number | { answer: boolean; comment?: string } | string;
export type EvaluationAnswers = Record<string, AnswerValue>;

const freeText = z.string().check(z.maxLength(ANSWER_TEXT_MAX));

/** The schema of one question's answer. */
function answerOf(q: EvaluationQuestion) {
  switch (q.kind) {
    case 'rating':
      return z.int().check(z.minimum(RATING_MIN), z.maximum(RATING_MAX));
    case 'yes_no':
      return z.strictObject({ answer: z.boolean(), comment: z.optional(freeText) });
    case 'text':
      return z.optional(freeText);
  }
}

/**
 * The answer to these questions (the course's at the time): every rating and yes/no answered, the
 * free texts optional; an id the form does not ask, a rating out of 1-5 or an over-long text is
 * refused. Browser and server build it from the same questions.
 */
export function evaluationAnswerSchema(questions: readonly EvaluationQuestion[]) {
  const shape: Record<string, ReturnType<typeof answerOf>> = {};
  for (const q of questions) shape[q.id] = answerOf(q);
  return z.strictObject({ answers: z.strictObject(shape) });
}

/**
 * Where a registration stands with its evaluation:
 * - `not_yet`: not attended (or the live session it was marked present at has not started);
 * - `invited`: attended, not answered: the page and the mail ask;
 * - `answered`: answered once (a second answer is refused);
 * - `closed`: cancelled or refunded, and never answered: no evaluation.
 * An answer given before the registration ended stays `answered`.
 */
export type EvaluationState = 'not_yet' | 'invited' | 'answered' | 'closed';

export interface EvaluationFacts {
  ended: EndedState | null;
  /** The registration's attendance (or the on-demand course's completion), on the session attended. */
  attendance: { offeringId: string } | null;
  /** Whether that session has started (always for the on-demand course). */
  started: boolean;
  answered: boolean;
}

export function evaluationState(f: EvaluationFacts): EvaluationState {
  if (f.answered) return 'answered';
  if (f.ended) return 'closed';
  if (!f.attendance || !f.started) return 'not_yet';
  return 'invited';
}

/**
 * The session an evaluation is of: the one attended (attendance keeps it), not where the
 * registration stands now; a registration moved after attending evaluates what it attended.
 */
export const evaluatedSession = (f: Pick<EvaluationFacts, 'attendance'>): string | null => f.attendance?.offeringId ?? null;

/** Staff chose, per course, that the certificate waits for the evaluation: it waits while one is asked and not answered. */
export const certificateWaits = (course: { certificateWaits: boolean }, state: EvaluationState): boolean => course.certificateWaits && state === 'invited';

/** One question's results over the answers that asked it (issue 52: counts, averages, the comments). */
export interface QuestionResult {
  id: string;
  kind: QuestionKind;
  /** How many answers answered it. */
  count: number;
  /** Ratings: the mean (null with none) and how many gave each of 1..5. */
  average: number | null;
  distribution: number[];
  /** Yes/no: how many said yes and no. */
  yes: number;
  no: number;
  /** Free texts and yes/no comments, newest first as given. */
  comments: string[];
}

/**
 * The results of a session's or a course's answers, per question id in the order first asked. Each
 * answer is read against the questions it was asked (kept with it), so a question staff later
 * removed keeps its results and a rewording does not mix kinds.
 */
export function evaluationResults(rows: readonly { questions: readonly EvaluationQuestion[]; answers: EvaluationAnswers }[]): { answers: number; questions: QuestionResult[] } {
  const byId = new Map<string, QuestionResult & { sum: number }>();
  for (const row of rows) {
    for (const q of row.questions) {
      const key = `${q.id}:${q.kind}`;
      let r = byId.get(key);
      if (!r) byId.set(key, (r = { id: q.id, kind: q.kind, count: 0, average: null, distribution: [0, 0, 0, 0, 0], yes: 0, no: 0, comments: [], sum: 0 }));
      const value = row.answers[q.id];
      if (value === undefined || value === '') continue;
      if (q.kind === 'rating' && typeof value === 'number') {
        r.count++;
        r.sum += value;
        r.distribution[value - RATING_MIN]++;
      } else if (q.kind === 'yes_no' && typeof value === 'object') {
        r.count++;
        if (value.answer) r.yes++;
        else r.no++;
        if (value.comment) r.comments.push(value.comment);
      } else if (q.kind === 'text' && typeof value === 'string') {
        r.count++;
        r.comments.push(value);
      }
    }
  }
  const questions = [...byId.values()].map(({ sum, ...r }) => ({ ...r, average: r.kind === 'rating' && r.count ? Math.round((sum / r.count) * 100) / 100 : null }));
  return { answers: rows.length, questions };
}
