import { eq, inArray } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { presenterKey, presentersOf, type DisclosureBook, type DisclosureTexts } from '@portal/domain/ce-records/disclosure';
import { courseKeyOf } from '@portal/domain/ce-records/evaluation';
import type { CourseType, Variant } from '@portal/domain/course/course';
import { courseDisclosures, presenterDisclosures } from '../../db/schema/disclosures';

const texts = (r: { textEn: string; textFr: string }): DisclosureTexts => ({ en: r.textEn, fr: r.textFr });

/** Every disclosure staff wrote, by course key and by presenter key (a handful of rows: the schedule reads them all at once). */
export interface AllDisclosures {
  courses: ReadonlyMap<string, DisclosureTexts>;
  presenters: ReadonlyMap<string, DisclosureTexts>;
}

export const NO_DISCLOSURES: AllDisclosures = { courses: new Map(), presenters: new Map() };

export async function allDisclosures(db: NodePgDatabase): Promise<AllDisclosures> {
  const [courses, presenters] = await Promise.all([db.select().from(courseDisclosures), db.select().from(presenterDisclosures)]);
  return {
    courses: new Map(courses.map((r) => [r.courseKey, texts(r)])),
    presenters: new Map(presenters.map((r) => [r.presenterKey, texts(r)])),
  };
}

/** The disclosures one session shows, from all of them. */
export function bookOf(all: AllDisclosures, o: { courseType: CourseType; variant: Variant }): DisclosureBook {
  return { course: all.courses.get(courseKeyOf(o)), presenters: all.presenters };
}

/** The disclosures one session shows, read for it alone (confirmation, certificate, letter). */
export async function sessionBook(db: NodePgDatabase, o: { courseType: CourseType; variant: Variant; presenter: string }): Promise<DisclosureBook> {
  const keys = presentersOf(o.presenter).map(presenterKey);
  const [course] = await db.select().from(courseDisclosures).where(eq(courseDisclosures.courseKey, courseKeyOf(o)));
  const presenters = keys.length ? await db.select().from(presenterDisclosures).where(inArray(presenterDisclosures.presenterKey, keys)) : [];
  return { course: course ? texts(course) : undefined, presenters: new Map(presenters.map((r) => [r.presenterKey, texts(r)])) };
}
