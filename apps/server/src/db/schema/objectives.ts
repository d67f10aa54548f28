import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { registrations } from './registration';

/** The objectives questionnaire: one question_N / answer pair per question (spec section 3). */
export const objectiveAnswers = pgTable(
  'objective_answers',
  {
    registrationId: text('registration_id').notNull().references(() => registrations.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    answerId: text('answer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.questionId] })],
);
