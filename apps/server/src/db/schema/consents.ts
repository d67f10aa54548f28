import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ConsentKind } from '@portal/domain/privacy/consent-texts';
import type { Locale } from '@portal/domain/locale/locales';
import { leads } from './leads';

/**
 * Proof of consent (Law 25, PIPEDA, CASL): one row per decision, never updated. A tracking
 * decision carries the anonymous consent id of the visitor's consent cookie, so a later change is
 * linked to the earlier one (`previous_id`) and names the categories it withdraws. A lead form's
 * marketing e-mail checkbox is a row of kind `marketing_email` written with its lead. The exact
 * text shown and its version are kept, in the locale it was shown in.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<ConsentKind>().notNull(),
    consentId: text('consent_id').notNull(),
    previousId: text('previous_id').references((): AnyPgColumn => consentRecords.id),
    leadId: text('lead_id').references(() => leads.id),
    /** The page (path) or form the decision was made on. */
    source: text('source').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    textVersion: text('text_version').notNull(),
    textShown: text('text_shown').notNull(),
    /** Category (or `email`) to granted. */
    choices: jsonb('choices').$type<Record<string, boolean>>().notNull(),
    /** Categories granted by the previous record and refused by this one. */
    withdrawn: text('withdrawn').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consent_records_consent_idx').on(t.consentId, t.createdAt),
    index('consent_records_lead_idx').on(t.leadId),
    // The chain's end is the decision no later one points to (features/privacy/consent-store.ts).
    index('consent_records_previous_idx').on(t.previousId),
    check('consent_records_kind_check', sql`${t.kind} in ('tracking', 'marketing_email')`),
  ],
);

export type ConsentRecordRow = typeof consentRecords.$inferSelect;
