import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { VoidReason } from '@portal/domain/check-in/rules';
import { offerings } from './offerings';
import { registrations, teamMembers } from './registration';

/**
 * Door tickets of a paid live registration: one for the registrant (`team_member_id` null) and one
 * per team member, for one session. `token` (128-bit random, base64url) is what the QR code
 * carries and what the scan looks up. It is kept as is, not hashed: the ticket is shown again
 * (the completion page, the PDF, the confirmation e-mail sent again), like the registration id,
 * which is the same kind of capability. Voiding keeps the row, so a voided ticket's scan says so.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    registrationId: text('registration_id').notNull().references(() => registrations.id, { onDelete: 'cascade' }),
    teamMemberId: text('team_member_id').references(() => teamMembers.id, { onDelete: 'cascade' }),
    offeringId: text('offering_id').notNull().references(() => offerings.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason').$type<VoidReason>(),
    /** Set once, by a conditional update: two scanners at the same time check the person in once. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: text('checked_in_by'),
  },
  (t) => [
    // One valid ticket per person and session: issuing again (a retried settlement) adds nothing.
    uniqueIndex('tickets_one_valid_idx')
      .on(t.registrationId, t.offeringId, sql`coalesce(team_member_id, '')`)
      .where(sql`voided_at is null`),
    index('tickets_offering_idx').on(t.offeringId),
  ],
);

export type TicketRow = typeof tickets.$inferSelect;
