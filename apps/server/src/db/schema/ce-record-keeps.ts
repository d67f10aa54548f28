import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { registrations } from './registration';

/**
 * The minimal form of an erased registrant's CE record (issue 52, item 5; domain
 * ce-records/record-keeping.ts): the name and the AGD member ID an auditor matches the attendance
 * and the AGD roster to, nothing else. Written by an erasure for a registration with attendance;
 * the registration itself is anonymised. The retention job deletes the row with the attendance
 * and the certificate once the CE records' years are over (`kept_until` says when, for staff).
 */
export const ceRecordKeeps = pgTable('ce_record_keeps', {
  registrationId: text('registration_id').primaryKey().references(() => registrations.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Six digits when the registration held a well-formed one (what the roster reported); else null. */
  agdNumber: text('agd_number'),
  /** The session's date, or the on-demand completion, the years count from. */
  ceDate: timestamp('ce_date', { withTimezone: true }).notNull(),
  keptUntil: timestamp('kept_until', { withTimezone: true }).notNull(),
  keptAt: timestamp('kept_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CeRecordKeepRow = typeof ceRecordKeeps.$inferSelect;
