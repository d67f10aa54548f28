import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Commercial-relationship disclosures (issue 52, item 3), as staff write them in the back office:
 * one per course (its key, "live:standard"... as evaluations keep it) and one per presenter (the
 * domain's presenterKey of the name sessions give). A row exists only while it has words in one
 * language at least; clearing both removes it. Changes announce 'offerings_changed' (migration
 * 0040), as the public schedule's cached pages show them.
 */
export const courseDisclosures = pgTable(
  'course_disclosures',
  {
    courseKey: text('course_key').primaryKey(),
    textEn: text('text_en').notNull().default(''),
    textFr: text('text_fr').notNull().default(''),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('course_disclosures_key_check', sql`${t.courseKey} ~ '^(live|on_demand):(standard|pediatric)$'`)],
);

export const presenterDisclosures = pgTable('presenter_disclosures', {
  /** presenterKey(name): the name without case or repeated spaces. */
  presenterKey: text('presenter_key').primaryKey(),
  /** The name as staff last wrote it, for the back office's list. */
  name: text('name').notNull(),
  textEn: text('text_en').notNull().default(''),
  textFr: text('text_fr').notNull().default(''),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
