import { z } from 'zod';
import { publicQuizSchema } from '@portal/domain/quiz/public-quiz';
import { statusSchema, stepSchema } from '@portal/domain/registration/answers';

/** GET /api/quiz/{id}: the questions and their choices, never the answers. */
export const QuizAnswer = publicQuizSchema.describe('The registration\'s quiz: its questions and choices, never the answers.');

const graded = { correct: z.int(), total: z.int(), passMark: z.int() };

/** POST /api/quiz/: a pass moves the record on (its status and step); a fail is a 200 too, with the count. */
export const QuizOutcomeAnswer = z
  .union([
    z.object({ passed: z.literal(true), ...graded, status: statusSchema, step: stepSchema }),
    z.object({ passed: z.literal(false), ...graded }),
  ])
  .describe('The graded quiz: how many answers were right, and on a pass the record\'s new status and step.');
