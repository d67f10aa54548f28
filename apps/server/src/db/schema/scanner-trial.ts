import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Scanner } from '@portal/domain/questionnaire/scanner-options';
import { registrations } from './registration';

/**
 * The answer to the scanner question and the scanner-trial offer, one per registration.
 * Checkout reads added_to_cart to show the trial add-on (findGoDigitalChoice).
 */
export const goDigitalOffers = pgTable('go_digital_offers', {
  registrationId: text('registration_id').primaryKey().references(() => registrations.id, { onDelete: 'cascade' }),
  ownsScanner: text('owns_scanner').$type<'yes' | 'no'>(),
  scanner: text('scanner').$type<Scanner>(),
  addedToCart: boolean('added_to_cart').notNull(),
  /** When the trial's terms were agreed to; set only when the trial was accepted. */
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type GoDigitalOfferRow = typeof goDigitalOffers.$inferSelect;
