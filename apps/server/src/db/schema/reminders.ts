import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReminderKind } from '@portal/domain/reminders/rules';
import { registrations } from './registration';

/**
 * The reminders sent (packages/domain/src/reminders/rules.ts): one row per registration, kind and
 * sequence number, so each is sent once even when several instances run the job at the same time.
 * A funnel reminder keeps its unsubscribe link's token as its SHA-256.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: text('id').primaryKey(),
    registrationId: text('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReminderKind>().notNull(),
    sequence: integer('sequence').notNull(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reminders_once_idx').on(t.registrationId, t.kind, t.sequence)],
);
