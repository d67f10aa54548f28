import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TaxLine } from '@portal/domain/checkout/tax';
import type { MoveSettlement } from '@portal/domain/checkout/money-standing';
import { offerings } from './offerings';
import { registrations } from './registration';

type Currency = 'USD' | 'CAD';

/** A move's state: settled one of the domain's ways, or a dearer move's seat held while its difference is paid (then paid, or lapsed). */
export type MoveState = MoveSettlement | 'held' | 'lapsed';

/**
 * The moves of paid registrations (issue 50, "money follows the seat"), written by the one move
 * service every door calls (features/moves/): the price at the target with the terms the
 * registration paid with, what it held before, and how the difference was settled. A dearer move
 * first holds its seats in the target session (`held`, counted in its seats_taken until
 * `hold_expires_at`); it is paid (`paid`, the move done) or lapses (`lapsed`, the seats freed).
 * `npm run db:audit` reads the settled rows (domain checkout/money-standing.ts).
 */
export const registrationMoves = pgTable(
  'registration_moves',
  {
    id: text('id').primaryKey(),
    registrationId: text('registration_id').notNull().references(() => registrations.id),
    fromOfferingId: text('from_offering_id').notNull().references(() => offerings.id),
    toOfferingId: text('to_offering_id').notNull().references(() => offerings.id),
    seats: integer('seats').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** The registration's price at the target, taxes included, and its tax lines (the next move's difference is split from them). */
    priceCents: integer('price_cents').notNull(),
    taxes: jsonb('taxes').$type<TaxLine[]>().notNull(),
    /** What the registration held towards its seat before the move (domain heldForMoves). */
    heldCents: integer('held_cents').notNull(),
    state: text('state').$type<MoveState>().notNull(),
    /** The part settled without money: + waived or left due by staff, - a waiver a cheaper move could not pay back. */
    adjustedCents: integer('adjusted_cents').notNull().default(0),
    /** Staff's reason for a waived or due difference (audited too). */
    reason: text('reason'),
    createdBy: text('created_by').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('registration_moves_registration_idx').on(t.registrationId),
    // One hold at a time per registration: a second tab or instance finds the first.
    uniqueIndex('registration_moves_one_hold_idx').on(t.registrationId).where(sql`${t.state} = 'held'`),
    index('registration_moves_hold_expiry_idx').on(t.holdExpiresAt).where(sql`${t.state} = 'held'`),
    check('registration_moves_cents_check', sql`${t.priceCents} >= 0 and ${t.heldCents} >= 0 and ${t.seats} > 0`),
    check('registration_moves_hold_check', sql`${t.state} <> 'held' or ${t.holdExpiresAt} is not null`),
  ],
);
export type RegistrationMoveRow = typeof registrationMoves.$inferSelect;
