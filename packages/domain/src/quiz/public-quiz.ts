import { z } from 'zod';
import { VARIANTS } from '../course/course';
import { QUIZ_OPTION_IDS } from './constants';

/**
 * The answer schema of GET /api/quiz/{id}: it lists every key the route may send, and in
 * development and tests an answer with any other key (a correct option, say) is refused with 500
 * (apps/server/src/platform/answers/answer-check.ts).
 */
export const publicQuizSchema = z.object({
  variant: z.enum(VARIANTS),
  questionCount: z.number().int(),
  passMark: z.number().int(),
  questions: z.array(z.object({ id: z.string(), module: z.union([z.literal(1), z.literal(2), z.literal(3)]), options: z.array(z.enum(QUIZ_OPTION_IDS)) })),
});
export type PublicQuiz = z.infer<typeof publicQuizSchema>;
/** A question as the browser receives it: no answer. `module` is the module that teaches it. */
export type PublicQuizQuestion = PublicQuiz['questions'][number];
