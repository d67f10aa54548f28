/**
 * SERVER ONLY. The quiz sets with their correct answers. The browser must never receive this
 * module: apps/web imports quiz.ts only, and apps/server/test/quiz-secrecy.test.ts fails if any
 * web module reaches this file. Question and option texts are in the `quiz` catalog; they do not
 * say which option is correct.
 */
import type { Variant } from '../course/course';
import type { PublicQuiz, PublicQuizQuestion } from './public-quiz';
import { QUIZ_OPTION_IDS, QUIZ_PASS_MARK, QUIZ_QUESTION_COUNT, type QuizOptionId } from './constants';

interface KeyedQuestion extends PublicQuizQuestion {
  correct: QuizOptionId;
}

const q = (id: string, module: 1 | 2 | 3, correct: QuizOptionId): KeyedQuestion => ({ id, module, options: [...QUIZ_OPTION_IDS], correct });

/** Modules: 1 clear-aligner fundamentals, 2 the digital workflow, 3 case selection and practice integration. */
export const QUIZ_SETS: Record<Variant, readonly KeyedQuestion[]> = {
  standard: [
    q('wear_schedule', 1, 'c'), // 20-22 h a day, next aligner every 1-2 weeks
    q('attachments', 1, 'a'), // grip for rotations and extrusions
    q('ipr', 1, 'b'), // controlled space for crowding or tooth-size discrepancy
    q('digital_workflow', 2, 'd'), // scan, plan, treat, monitor
    q('first_cases', 3, 'a'), // mild-moderate crowding, healthy, motivated adult
  ],
  pediatric: [
    q('ped_interceptive', 3, 'b'), // correct developing problems while growth can be guided
    q('ped_mixed_dentition', 3, 'c'), // primary-tooth loss and permanent eruption timing
    q('ped_eruption_compensation', 1, 'd'), // space built into the aligner for erupting teeth
    q('ped_growth', 3, 'a'), // growth guides arch development and timing
    q('ped_compliance', 2, 'b'), // parents, indicators, regular (remote) check-ins
  ],
};

/** The set a registration takes, without the answers: what GET /api/quiz/{id} sends. */
export function publicQuiz(variant: Variant): PublicQuiz {
  return {
    variant,
    questionCount: QUIZ_QUESTION_COUNT,
    passMark: QUIZ_PASS_MARK,
    questions: QUIZ_SETS[variant].map(({ id, module, options }) => ({ id, module, options: [...options] })),
  };
}

/** Question id -> correct option, for grading on the server. */
export function answerKey(variant: Variant): Record<string, QuizOptionId> {
  return Object.fromEntries(QUIZ_SETS[variant].map((x) => [x.id, x.correct]));
}
