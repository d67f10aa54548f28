/**
 * The knowledge check (spec sections 5, 9): five questions, pass at four. No zod here, so pages
 * can show these numbers without downloading the validation library.
 */
export const QUIZ_QUESTION_COUNT = 5;
export const QUIZ_PASS_MARK = 4;

/** Texts: `quiz:questions.<id>.text` and `quiz:questions.<id>.options.<option id>`. */
export const QUIZ_OPTION_IDS = ['a', 'b', 'c', 'd'] as const;
export type QuizOptionId = (typeof QUIZ_OPTION_IDS)[number];

/** Spec section 5: one message for any unanswered question. */
export const QUIZ_MSG = {
  answerAll: 'quiz:answerAll',
} as const;
