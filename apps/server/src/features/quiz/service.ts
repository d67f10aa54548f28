import { AppError } from '@portal/domain/errors/app-error';
import { MSG } from '@portal/domain/http/validation';
import { answerKey, publicQuiz } from '@portal/domain/quiz/question-sets';
import type { PublicQuiz } from '@portal/domain/quiz/public-quiz';
import { QUIZ_MSG } from '@portal/domain/quiz/constants';
import { gradeQuiz, quizAnswersSchemaFor, type QuizBody } from '@portal/domain/quiz/quiz';
import { stepOf, type Status, type Step } from '@portal/domain/registration/status';
import type { Database } from '../../db/client';
import { advance, loadForStep } from '../registration/progress';
import { insertQuizAttempt } from './store';

/** The registration's question set (default or pediatric), without the answers. */
export async function getQuiz(db: Database, id: string): Promise<PublicQuiz> {
  const row = await loadForStep(db.orm, id, 'quiz');
  return publicQuiz(row.variant);
}

export type QuizOutcome =
  | { passed: true; correct: number; total: number; passMark: number; status: Status; step: Step }
  | { passed: false; correct: number; total: number; passMark: number };

/**
 * Grades on the server (the browser never has the key) and stores every attempt. A pass moves the
 * record to checkout in the same transaction; a fail answers 200 with the count, so the page can
 * show it and let the user try again.
 */
export async function submitQuiz(db: Database, body: QuizBody): Promise<QuizOutcome> {
  const row = await loadForStep(db.orm, body.id, 'quiz');
  const quiz = publicQuiz(row.variant);
  const parsed = quizAnswersSchemaFor(quiz.questions).safeParse(body.answers);
  if (!parsed.success) {
    const unanswered = parsed.error.issues.some((i) => i.message === QUIZ_MSG.answerAll);
    throw new AppError(400, unanswered ? QUIZ_MSG.answerAll : MSG.invalid);
  }
  const answers = parsed.data as Record<string, string>;
  const { correct, passed } = gradeQuiz(answerKey(row.variant), answers);
  const base = { correct, total: quiz.questionCount, passMark: quiz.passMark };
  return db.orm.transaction(async (tx) => {
    // A pass moves the status first: a second, concurrent pass gets 409 and stores nothing.
    const status = passed ? await advance(tx, row, 'quiz_passed') : null;
    await insertQuizAttempt(tx, { registrationId: row.id, variant: row.variant, answers, correct, passed });
    return status ? { passed: true as const, ...base, status, step: stepOf(status) } : { passed: false as const, ...base };
  });
}
