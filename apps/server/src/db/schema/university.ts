import { boolean, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '@portal/domain/locale/locales';

/**
 * University / residency registrations (spec section 3). One row per submission, keyed by a
 * 128-bit public id. Answers to questions that were not asked (group when not in a DSO, the
 * practice when not opening an account, the licence number without a licence) are null.
 */
export const universitySubmissions = pgTable(
  'university_submissions',
  {
    id: text('id').primaryKey(),
    locale: text('locale').$type<Locale>().notNull(),
    clinId: text('clin_id'),
    dentalService: boolean('dental_service').notNull(),
    groupName: text('group_name'),
    openAccount: boolean('open_account').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    emailPermanent: text('email_permanent').notNull(),
    university: text('university').notNull(),
    universityOther: text('university_other'),
    program: text('program').notNull(),
    programDate: date('program_date', { mode: 'string' }).notNull(),
    state: text('state').notNull(),
    license: boolean('license').notNull(),
    licenseNumber: text('license_number'),
    npiNumber: text('npi_number'),
    startDate: date('start_date', { mode: 'string' }),
    officeName: text('office_name'),
    address: text('address'),
    city: text('city'),
    practiceState: text('practice_state'),
    zip: text('zip'),
    website: text('website'),
    practicePhone: text('practice_phone'),
    fax: text('fax'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when its personal fields were anonymised (an erasure request, or the retention job): only what the law keeps remains. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  },
  (t) => [index('university_submissions_email_idx').on(t.emailPermanent)],
);
