import { index, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { offerings } from './offerings';
import { registrations } from './registration';

/**
 * Attendance recorded by operations staff (script or back-office API): one row per registration,
 * so marking twice changes nothing. `marked_by` says who or what recorded it.
 */
export const attendance = pgTable(
  'attendance',
  {
    registrationId: text('registration_id').primaryKey().references(() => registrations.id, { onDelete: 'cascade' }),
    offeringId: text('offering_id').notNull().references(() => offerings.id),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
    markedBy: text('marked_by').notNull(),
  },
  (t) => [index('attendance_offering_idx').on(t.offeringId)],
);

/**
 * The certificate issued with the attendance. `id` (128-bit random) is the download capability;
 * `verification_code` (80-bit random) opens the public verification page. CE hours are fixed at
 * issue time, so the certificate, the letter and the verification page always agree.
 */
export const certificates = pgTable('certificates', {
  id: text('id').primaryKey(),
  registrationId: text('registration_id').notNull().unique().references(() => registrations.id, { onDelete: 'cascade' }),
  verificationCode: text('verification_code').notNull().unique(),
  completionCode: text('completion_code').notNull(),
  ceHours: numeric('ce_hours', { precision: 4, scale: 1, mode: 'number' }).notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CertificateRow = typeof certificates.$inferSelect;
