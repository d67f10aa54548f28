import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Variant } from '@portal/domain/course/course';
import type { ModuleId } from '@portal/domain/education/modules';
import { registrations } from './registration';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * SCORM packages uploaded in the back office. A package never changes once stored (a new
 * version is a new upload), so servers cache it by id; the same zip twice is the same package.
 */
export const scormPackages = pgTable(
  'scorm_packages',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    scormVersion: text('scorm_version').$type<'1.2' | '2004'>().notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull().unique(),
    zip: bytea('zip').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scorm_packages_created_idx').on(t.createdAt)],
);

/** Which uploaded package plays module N of a course variant in a language; no row = the course's own module. */
export const moduleAssignments = pgTable(
  'module_assignments',
  {
    variant: text('variant').$type<Variant>().notNull(),
    moduleId: text('module_id').$type<ModuleId>().notNull(),
    language: text('language').$type<'en' | 'fr'>().notNull(),
    packageId: text('package_id').notNull().references(() => scormPackages.id),
    assignedBy: text('assigned_by').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.variant, t.moduleId, t.language] })],
);

/** The package a registrant started a module with: later re-assignments do not change it (versions). */
export const registrationModulePackages = pgTable(
  'registration_module_packages',
  {
    registrationId: text('registration_id').notNull().references(() => registrations.id, { onDelete: 'cascade' }),
    moduleId: text('module_id').$type<ModuleId>().notNull(),
    packageId: text('package_id').notNull().references(() => scormPackages.id),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.moduleId] }), index('registration_module_packages_package_idx').on(t.packageId)],
);
