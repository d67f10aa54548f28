import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { EvaluationAnswers, EvaluationQuestion } from '@portal/domain/ce-records/evaluation';
import type { Locale } from '@portal/domain/locale/locales';
import { offerings } from './offerings';
import { registrations } from './registration';

/**
 * Course evaluations (issue 52, item 2). A course's form is stored only once staff edit it (its
 * key "live:standard"...; none: the domain's DEFAULT_QUESTIONS, the certificate not waiting).
 */
export const courseEvaluationForms = pgTable(
  'course_evaluation_forms',
  {
    courseKey: text('course_key').primaryKey(),
    questions: jsonb('questions').$type<EvaluationQuestion[]>().notNull(),
    /** Staff chose that the certificate waits for the evaluation (off by default). */
    certificateWaits: boolean('certificate_waits').notNull().default(false),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('course_evaluation_forms_key_check', sql`${t.courseKey} ~ '^(live|on_demand):(standard|pediatric)$'`)],
);

/**
 * One answer per registration (the primary key refuses a second, whichever request comes last), of
 * the session attended (`offering_id`, from the attendance). The questions asked are kept with the
 * answers, so results read the same after staff reword or remove a question.
 */
export const courseEvaluations = pgTable(
  'course_evaluations',
  {
    registrationId: text('registration_id').primaryKey().references(() => registrations.id, { onDelete: 'cascade' }),
    offeringId: text('offering_id').notNull().references(() => offerings.id),
    courseKey: text('course_key').notNull(),
    questions: jsonb('questions').$type<EvaluationQuestion[]>().notNull(),
    answers: jsonb('answers').$type<EvaluationAnswers>().notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_evaluations_offering_idx').on(t.offeringId), index('course_evaluations_course_idx').on(t.courseKey)],
);

/**
 * The invitation mailed to evaluate, once per registration: the job claims the row (its primary
 * key) before queuing the mail, so two instances never both send it.
 */
export const evaluationInvitations = pgTable('evaluation_invitations', {
  registrationId: text('registration_id').primaryKey().references(() => registrations.id, { onDelete: 'cascade' }),
  mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull().defaultNow(),
});
