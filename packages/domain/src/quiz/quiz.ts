import { z } from 'zod/mini';
import { MSG, publicId } from '../http/validation';
import { QUIZ_MSG, QUIZ_PASS_MARK, type QuizOptionId } from './constants';
import type { PublicQuizQuestion } from './public-quiz';

/**
 * The knowledge check's validation and grading rules. This module is safe for the browser: it
 * knows the shape of a quiz, never its answers (those are in question-sets.ts, which only the
 * server imports).
 */
export type QuizAnswers = Record<string, string>;

/** POST /api/quiz/: the shape only; the answers are checked against the registration's set. */
export const quizBodySchema = z.strictObject(
  {
    id: publicId(),
    answers: z.record(z.string().check(z.maxLength(64)), z.string({ error: MSG.invalid }).check(z.maxLength(16)), { error: QUIZ_MSG.answerAll }),
  },
  { error: MSG.invalid },
);
export type QuizBody = z.infer<typeof quizBodySchema>;

/** The answers a set accepts: one option per question, no other key. Same rule in the form and on the server. */
export function quizAnswersSchemaFor(questions: readonly PublicQuizQuestion[]) {
  const shape: Record<string, z.ZodMiniType<string>> = {};
  for (const q of questions) {
    shape[q.id] = z.enum(q.options, {
      error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? QUIZ_MSG.answerAll : MSG.invalid),
    });
  }
  return z.strictObject(shape, { error: MSG.invalid });
}

export interface QuizResult {
  correct: number;
  passed: boolean;
}

/** Grades complete, valid answers against an answer key (question id -> correct option). */
export function gradeQuiz(key: Readonly<Record<string, QuizOptionId>>, answers: QuizAnswers): QuizResult {
  const correct = Object.entries(key).filter(([id, option]) => answers[id] === option).length;
  return { correct, passed: correct >= QUIZ_PASS_MARK };
}
