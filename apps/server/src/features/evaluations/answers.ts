import { z } from 'zod';
import { QUESTION_KINDS } from '@portal/domain/ce-records/evaluation';

/** GET and POST /api/my-registration/{token}/evaluation: the service's `EvaluationView`. */
export const EvaluationAnswer = z
  .object({
    state: z
      .enum(['not_yet', 'invited', 'answered', 'closed'])
      .describe("'not_yet': attendance not recorded (or the session not started); 'invited': to answer; 'answered': answered once; 'closed': cancelled or refunded, never answered."),
    courseTitle: z.string().nullable().describe('The course attended, in the reader\'s language; null before attendance.'),
    questions: z
      .array(z.object({ id: z.string(), kind: z.enum(QUESTION_KINDS), text: z.string().describe('In the reader\'s language.') }))
      .describe("The attended course's questions, in order, while the evaluation is asked; empty otherwise. A rating is 1-5; yes/no is `{ answer, comment? }`; text is a string."),
    answeredAt: z.string().nullable().describe('When it was answered (ISO instant).'),
  })
  .describe("A registration's course evaluation, as its registrant's own page shows it.");

/** POST body: one value per question id; checked on the server against the course's questions at that moment. */
export const EvaluationBody = z.object({
  answers: z.record(z.string().max(40), z.unknown()).describe('Question id -> a rating (1-5), `{ answer: boolean, comment?: string }` or a text (up to 2000 characters).'),
});
