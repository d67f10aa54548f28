import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ScanOutcome } from '@portal/domain/check-in/rules';
import { offerings } from './offerings';
import { tickets } from './tickets';

/**
 * Scans made on a phone without network and sent later (issue 43), one row per scan. `key` is the
 * phone's own random id for the scan: a scan sent again (a retry after a lost answer, a second
 * phone replaying nothing) finds its row and changes nothing. `scanned_at` is the phone's time of
 * the scan, which settles who was first; `outcome` is what the sync decided (`already` for a
 * repeat: another scan of the ticket was earlier). `flagged`: the phone let the person in, but the
 * ticket was no longer valid when the scan reached the server (cancelled during the outage).
 */
export const checkInScans = pgTable(
  'check_in_scans',
  {
    key: text('key').primaryKey(),
    offeringId: text('offering_id').notNull().references(() => offerings.id),
    ticketId: text('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    digest: text('digest').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
    scannedBy: text('scanned_by').notNull(),
    outcome: text('outcome').$type<ScanOutcome>().notNull(),
    flagged: boolean('flagged').notNull().default(false),
  },
  (t) => [index('check_in_scans_ticket_idx').on(t.ticketId), index('check_in_scans_offering_idx').on(t.offeringId)],
);

export type CheckInScanRow = typeof checkInScans.$inferSelect;
