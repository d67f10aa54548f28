import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { FunnelStep } from '@portal/domain/funnel/steps';
import { registrations } from './registration';

/**
 * When each registration first reached each funnel step: a history, not only the current status,
 * so the dashboard's counts and times are exact after the fact. Written in the same transaction as
 * the change that reaches the step; a step reached again (a reload, a retried request) keeps its
 * first time (`on conflict do nothing`).
 */
export const registrationStepHistory = pgTable(
  'registration_step_history',
  {
    registrationId: text('registration_id').notNull().references(() => registrations.id, { onDelete: 'cascade' }),
    step: text('step').$type<FunnelStep>().notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.step] }), index('registration_step_history_step_idx').on(t.step, t.reachedAt)],
);

export type RegistrationStepRow = typeof registrationStepHistory.$inferSelect;
