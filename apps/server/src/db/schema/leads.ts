import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { HelpOption, ProfessionalCategory, SubCategory } from '@portal/domain/leads/contact-options';
import type { LeadCountry } from '@portal/domain/leads/lead-form';
import type { Locale } from '@portal/domain/locale/locales';
import type { LeadSource, LeadStatus } from '@portal/domain/leads/inbox';
import { staffUsers } from './staff';

export const LEAD_KINDS = ['scanner_trial', 'contact_us'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * Leads from the portal's forms (spec section 3): the contact-us form for prospective providers
 * and 'Need more info?' on the scanner-trial page. The contact-us columns are null for scanner
 * leads. `dedup_key` (kind, e-mail and a hash of the payload) is set while the duplicate window
 * lasts: its unique index makes a repeated submission in the window insert nothing, even when
 * two arrive at once; the service clears keys older than the window before inserting.
 */
export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<LeadKind>().notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    country: text('country').$type<LeadCountry>().notNull(),
    zip: text('zip').notNull(),
    state: text('state'),
    city: text('city'),
    howCanWeHelp: text('how_can_we_help').$type<HelpOption>(),
    professionalCategory: text('professional_category').$type<ProfessionalCategory>(),
    professionalSubCategory: text('professional_sub_category').$type<SubCategory>(),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** The provider record the scanner question came from (campaign page), when there is one. */
    providerId: text('provider_id'),
    payloadHash: text('payload_hash').notNull(),
    dedupKey: text('dedup_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when its personal fields were anonymised (an erasure request, or the retention job): only what the law keeps remains. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('leads_dedup_key_idx').on(t.dedupKey),
    index('leads_email_idx').on(t.email),
    index('leads_kind_created_idx').on(t.kind, t.createdAt),
    check('leads_kind_check', sql`${t.kind} in ('scanner_trial', 'contact_us')`),
  ],
);

export type LeadRow = typeof leads.$inferInsert;

/**
 * The back office's follow-up of a lead from any form (contact us, 'Need more info?', university
 * registration): status, owner and notes. A lead without a row here is new and unassigned.
 */
export const leadFollowups = pgTable(
  'lead_followups',
  {
    source: text('source').$type<LeadSource>().notNull(),
    sourceId: text('source_id').notNull(),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    ownerId: text('owner_id').references(() => staffUsers.id),
    notes: text('notes').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.sourceId] }),
    check('lead_followups_status_check', sql`${t.status} in ('new', 'contacted', 'closed')`),
    check('lead_followups_source_check', sql`${t.source} in ('contact_us', 'scanner_trial', 'university')`),
  ],
);
