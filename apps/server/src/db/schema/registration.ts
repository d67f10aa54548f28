import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CourseType, Variant } from '@portal/domain/course/course';
import type { Locale } from '@portal/domain/locale/locales';
import type { LinkSource } from '@portal/domain/my-registration/links';
import type { Registration } from '@portal/domain/registration/schema';
import type { Status } from '@portal/domain/registration/status';
import type { TeamMemberType } from '@portal/domain/registration/lists';
import { offerings } from './offerings';

/**
 * The provider record (spec: id, status, locale, course_type) with the registration it came
 * from. The id is 128-bit random: it is the capability in campaign links and funnel URLs.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: text('id').primaryKey(),
    offeringId: text('offering_id').notNull().references(() => offerings.id),
    status: text('status').$type<Status>().notNull(),
    courseType: text('course_type').$type<CourseType>().notNull(),
    variant: text('variant').$type<Variant>().notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    country: text('country').notNull(),
    /** The whole information step as validated (phone, practice, licence, address...). */
    information: jsonb('information').$type<Omit<Registration, 'teamMembers'>>().notNull(),
    dsoCode: text('dso_code'),
    /** The user ID shown on completion; assigned when the registration is paid. */
    clinId: text('clin_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when its personal fields were anonymised (an erasure request, or the retention job): only what the law keeps remains. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff cancel the registration: its seats are released and the funnel is closed to it. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why, as staff wrote it (back office only; the registrant is not shown it). */
    cancelReason: text('cancel_reason'),
    /** Set when the registrant follows a reminder's unsubscribe link: no more funnel reminders. */
    remindersOffAt: timestamp('reminders_off_at', { withTimezone: true }),
    /**
     * Set when the paid order is refunded in full: the registration has ended (no attendance,
     * certificate or reminder; its funnel link answers 410). A partial refund leaves it unset.
     */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Staff kept the seats at the full refund (they stay taken); otherwise the refund released them. */
    refundKeptSeats: boolean('refund_kept_seats').notNull().default(false),
    /**
     * Whether the registration took its seats from the session's count (the register step does).
     * A campaign import's record (sold outside the portal) and a development fixture's take none, so
     * `npm run db:audit` does not count them against the capacity.
     */
    holdsSeats: boolean('holds_seats').notNull().default(true),
    /** The campaign the registrant arrived from (the kept UTM parameters, when tracking was agreed to): the funnel dashboard's filters. */
    utmSource: text('utm_source'),
    utmCampaign: text('utm_campaign'),
  },
  (t) => [index('registrations_email_idx').on(t.email), index('registrations_offering_idx').on(t.offeringId)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    id: text('id').primaryKey(),
    registrationId: text('registration_id').notNull().references(() => registrations.id, { onDelete: 'cascade' }),
    type: text('type').$type<TeamMemberType>().notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
  },
  (t) => [index('team_members_registration_idx').on(t.registrationId)],
);

/**
 * DSO discount codes, stored upper-case. A code is accepted while active and inside its validity
 * (either end may be open); operations set both in the back office.
 */
export const dsoCodes = pgTable('dso_codes', {
  code: text('code').primaryKey(),
  organization: text('organization').notNull(),
  discountPercent: integer('discount_percent').notNull().default(0),
  active: boolean('active').notNull().default(true),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use, expiring links that resume a registration; only the hash of the token is kept. */
export const resumeTokens = pgTable('resume_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  registrationId: text('registration_id').notNull().references(() => registrations.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Links to a registration's own page ("My registration", issue 42); only the hash of the token is
 * kept. A link works until it expires or is revoked (asking for new links revokes the older ones).
 */
export const registrationLinks = pgTable(
  'registration_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    registrationId: text('registration_id').notNull().references(() => registrations.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it was made (domain LinkSource): 'find' (the "Find my registrations" form), 'mail' (a confirmation's), 'page' (the 'All set!' page's button in the browser that paid), 'page-mail' (that button elsewhere: mailed). */
    source: text('source').$type<LinkSource>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_links_registration_idx').on(t.registrationId)],
);

export type RegistrationRow = typeof registrations.$inferSelect;
