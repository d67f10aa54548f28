/**
 * The objectives questionnaire (spec sections 2, 3, 5): four single-choice questions. Each answer
 * is stored as a question id / answer id pair (question_1 -> an option code). Texts live in the
 * `objectives` catalog under `questions.<question id>.text` and `questions.<question id>.options.<code>`.
 * No zod here (the rules are in objectives.ts): the page shows the questions without fetching it.
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
