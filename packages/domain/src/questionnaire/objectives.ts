import { z } from 'zod/mini';
import { MSG, publicId } from '../http/validation';

/**
 * The objectives questionnaire (spec sections 2, 3, 5): four single-choice questions. Each answer
 * is stored as a question id / answer id pair (question_1 -> an option code). Texts live in the
 * `objectives` catalog under `questions.<question id>.text` and `questions.<question id>.options.<code>`.
 */
export const OBJECTIVE_QUESTIONS = [
  {
    // What the practice wants from clear-aligner treatment.
    id: 'question_1',
    options: ['grow_practice', 'adult_patients', 'comprehensive_care', 'keep_in_house', 'digital_workflow'],
  },
  {
    // Aligner cases per month expected in the first year.
    id: 'question_2',
    options: ['cases_1_2', 'cases_3_5', 'cases_6_10', 'cases_over_10', 'not_sure'],
  },
  {
    // Which case types the practice wants to treat first.
    id: 'question_3',
    options: ['mild_crowding_spacing', 'relapse', 'restorative_prep', 'teens', 'complex'],
  },
  {
    // How the team will be involved / what support matters most.
    id: 'question_4',
    options: ['clinical_coaching', 'team_training', 'treatment_planning', 'patient_marketing', 'digital_setup'],
  },
] as const;

export type ObjectiveQuestion = (typeof OBJECTIVE_QUESTIONS)[number];
export type ObjectiveQuestionId = ObjectiveQuestion['id'];
export const OBJECTIVE_QUESTION_IDS = OBJECTIVE_QUESTIONS.map((q) => q.id) as ObjectiveQuestionId[];

/** Spec section 5: one message for any unanswered question. */
export const ANSWER_ALL = 'objectives:answerAll';

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
