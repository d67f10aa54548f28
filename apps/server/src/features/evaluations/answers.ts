import { z } from 'zod';
import { QUESTION_KINDS } from '@portal/domain/ce-records/evaluation';
import { fileAnswer } from '../../platform/answers/declare';

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

const QuestionAnswer = z.object({
  id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  text: z.object({ en: z.string(), fr: z.string() }).optional().describe("Staff's own words; none for a default question (the catalog's)."),
  label: z.string().describe("The question's words in the reader's language."),
});

/** GET/PUT /api/admin/evaluation-forms/{courseKey} */
export const EvaluationFormAnswer = z
  .object({
    id: z.string().describe('The course: "live:standard", "live:pediatric", "on_demand:standard" or "on_demand:pediatric".'),
    questions: z.array(QuestionAnswer),
    certificateWaits: z.boolean().describe('The certificate waits for the evaluation.'),
    edited: z.boolean().describe('False: the defaults (nothing saved yet).'),
  })
  .describe("A course's evaluation form.");

export const EvaluationFormsAnswer = z.object({ data: z.array(EvaluationFormAnswer), total: z.number().int() }).describe('Every course\'s evaluation form.');

/** GET /api/admin/evaluation-results */
export const EvaluationResultsAnswer = z
  .object({
    answers: z.number().int().describe('How many evaluations were answered.'),
    questions: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(QUESTION_KINDS),
        text: z.string(),
        count: z.number().int(),
        average: z.number().nullable().describe('Ratings: the mean, to two decimals.'),
        distribution: z.array(z.number().int()).describe('Ratings: how many gave 1, 2, 3, 4 and 5.'),
        yes: z.number().int(),
        no: z.number().int(),
        comments: z.array(z.string()).describe('Free texts and yes/no comments, newest first.'),
      }),
    ),
  })
  .describe('The results of a course or of one session (the session attended).');

export const EvaluationResultsCsv = fileAnswer('text/csv', 'One row per evaluation (UTF-8): when, the session, the course, the language, then one column per question (yes/no with its comment beside)');
