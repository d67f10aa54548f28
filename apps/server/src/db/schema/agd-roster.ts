import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { offerings } from './offerings';

/**
 * AGD rosters staff marked as sent to AGD (issue 52): one row per session, or per month of
 * completion of the on-demand course (`period` "2027-03"; '' for a live session). Marking twice
 * keeps the first row (who and when); the audit log has the entry too.
 */
export const agdRosterSubmissions = pgTable(
  'agd_roster_submissions',
  {
    offeringId: text('offering_id').notNull().references(() => offerings.id),
    period: text('period').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member's name as the audit log shows it. */
    sentBy: text('sent_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.offeringId, t.period] })],
);
