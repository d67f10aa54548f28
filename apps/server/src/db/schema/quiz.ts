import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Variant } from '@portal/domain/course/course';
import { registrations } from './registration';

/** Every graded knowledge-check attempt, passed or not. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: text('id').primaryKey(),
    registrationId: text('registration_id').notNull().references(() => registrations.id, { onDelete: 'cascade' }),
    variant: text('variant').$type<Variant>().notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    correct: integer('correct').notNull(),
    passed: boolean('passed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quiz_attempts_registration_idx').on(t.registrationId)],
);
