import { z } from 'zod/mini';
import { MSG, publicId } from '../http/validation';
import { ANSWER_ALL, OBJECTIVE_QUESTIONS, OBJECTIVE_QUESTION_IDS, type ObjectiveQuestionId } from './objective-questions';

/** A missing answer asks to answer all questions; a value that is not an option is invalid. */
const missingOr = (key: string) => (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null || iss.input === '' ? ANSWER_ALL : key;
const choice = (options: readonly [string, ...string[]]) => z.enum(options, { error: missingOr(MSG.invalid) });

const [q1, q2, q3, q4] = OBJECTIVE_QUESTIONS;

/** The answers, one option code per question; the same schema validates the form and the API. */
export const objectivesAnswersSchema = z.strictObject(
  {
    question_1: choice(q1.options),
    question_2: choice(q2.options),
    question_3: choice(q3.options),
    question_4: choice(q4.options),
  },
  { error: missingOr(MSG.invalid) },
);
export type ObjectivesAnswers = z.infer<typeof objectivesAnswersSchema>;

/** POST /api/objectives/: the registration id and the answers. */
export const objectivesBodySchema = z.strictObject({ id: publicId(), answers: objectivesAnswersSchema }, { error: MSG.invalid });
export type ObjectivesBody = z.infer<typeof objectivesBodySchema>;

/** The stored form of the answers: one question_N / answer pair per question, in question order. */
export function answerPairs(answers: ObjectivesAnswers): { questionId: ObjectiveQuestionId; answerId: string }[] {
  return OBJECTIVE_QUESTION_IDS.map((questionId) => ({ questionId, answerId: answers[questionId] }));
}
