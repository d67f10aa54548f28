import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Locale } from '@portal/domain/locale/locales';
import { offerings } from './offerings';
import { registrations } from './registration';

/**
 * People waiting for a seat in a sold-out session, first come first served. `offered`: a freed
 * seat is held for them (counted in the session's seats taken) until `offer_expires_at`; the
 * link's token is kept only as its SHA-256. Then `claimed` (they registered with it), `expired`
 * (the seat went to the next in line) or `left`.
 */
export const waitingList = pgTable(
  'waiting_list',
  {
    id: text('id').primaryKey(),
    offeringId: text('offering_id').notNull().references(() => offerings.id),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    status: text('status').$type<'waiting' | 'offered' | 'claimed' | 'expired' | 'left'>().notNull().default('waiting'),
    offerTokenHash: text('offer_token_hash').unique(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    registrationId: text('registration_id').references(() => registrations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when its personal fields were anonymised (an erasure request, or the retention job): only what the law keeps remains. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  },
  (t) => [
    // Once in line per session (until they register, leave or let an offer lapse).
    uniqueIndex('waiting_list_open_idx').on(t.offeringId, t.email).where(sql`${t.status} in ('waiting', 'offered')`),
    index('waiting_list_queue_idx').on(t.offeringId, t.status, t.createdAt),
    index('waiting_list_expiry_idx').on(t.offerExpiresAt).where(sql`${t.status} = 'offered'`),
  ],
);
