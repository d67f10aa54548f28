import { doublePrecision, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { LessonStatus, ModuleId } from '@portal/domain/education/modules';
import { registrations } from './registration';

/**
 * SCORM run-time state per registration and module: what the player restores on the next launch,
 * and `completedAt`, set once by the server when the package first reports completed or passed.
 */
export const scormProgress = pgTable(
  'scorm_progress',
  {
    registrationId: text('registration_id').notNull().references(() => registrations.id, { onDelete: 'cascade' }),
    moduleId: text('module_id').$type<ModuleId>().notNull(),
    lessonLocation: text('lesson_location').notNull().default(''),
    suspendData: text('suspend_data').notNull().default(''),
    lessonStatus: text('lesson_status').$type<LessonStatus>().notNull().default('not attempted'),
    scoreRaw: doublePrecision('score_raw'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.moduleId] })],
);

export type ScormProgressRow = typeof scormProgress.$inferSelect;
