import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { isEmptyDisclosure, presenterKey, presentersOf, type DisclosureTexts } from '@portal/domain/ce-records/disclosure';
import type { CourseKey } from '@portal/domain/ce-records/evaluation';
import { courseDisclosures, presenterDisclosures } from '../../db/schema/disclosures';
import { offerings } from '../../db/schema/offerings';
import { writeAudit, type Actor } from '../staff/audit';
import { COURSE_KEYS } from '../evaluations/admin-service';

const EMPTY: DisclosureTexts = { en: '', fr: '' };
const view = (r: { textEn: string; textFr: string; updatedBy: string; updatedAt: Date } | undefined) =>
  r ? { en: r.textEn, fr: r.textFr, updatedBy: r.updatedBy, updatedAt: r.updatedAt.toISOString() } : { ...EMPTY, updatedBy: null, updatedAt: null };

/**
 * GET /api/admin/disclosures: the four courses' disclosures, and the presenters' (every name a
 * session gives, with how many sessions name them, and any presenter with a disclosure saved),
 * by name.
 */
export async function disclosuresView(db: NodePgDatabase) {
  const [courses, presenters, sessions] = await Promise.all([
    db.select().from(courseDisclosures),
    db.select().from(presenterDisclosures),
    db.select({ presenter: offerings.presenter }).from(offerings),
  ]);
  const named = new Map<string, { name: string; sessions: number }>();
  for (const s of sessions) {
    for (const name of presentersOf(s.presenter)) {
      const key = presenterKey(name);
      const seen = named.get(key);
      named.set(key, { name: seen?.name ?? name, sessions: (seen?.sessions ?? 0) + 1 });
    }
  }
  const saved = new Map(presenters.map((p) => [p.presenterKey, p]));
  const keys = new Set([...named.keys(), ...saved.keys()]);
  return {
    courses: COURSE_KEYS.map((key) => ({ id: key, ...view(courses.find((c) => c.courseKey === key)) })),
    presenters: [...keys]
      .map((key) => ({ id: key, name: saved.get(key)?.name ?? named.get(key)!.name, sessions: named.get(key)?.sessions ?? 0, ...view(saved.get(key)) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
  };
}

/** Saves (or, both texts empty, removes) a course's disclosure, audited with before and after. */
export async function saveCourseDisclosure(db: NodePgDatabase, actor: Actor, key: CourseKey, d: DisclosureTexts) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(courseDisclosures).where(eq(courseDisclosures.courseKey, key)).for('update');
    if (isEmptyDisclosure(d)) await tx.delete(courseDisclosures).where(eq(courseDisclosures.courseKey, key));
    else {
      const row = { courseKey: key, textEn: d.en, textFr: d.fr, updatedBy: actor.label, updatedAt: new Date() };
      await tx.insert(courseDisclosures).values(row).onConflictDoUpdate({ target: courseDisclosures.courseKey, set: row });
    }
    await writeAudit(tx, actor, { entity: 'disclosure', entityId: `course:${key}`, action: 'update', before: before ? { en: before.textEn, fr: before.textFr } : EMPTY, after: d });
  });
  return disclosuresView(db);
}

/** Saves (or removes) a presenter's disclosure, kept under their name's key, audited with before and after. */
export async function savePresenterDisclosure(db: NodePgDatabase, actor: Actor, input: DisclosureTexts & { name: string }) {
  const key = presenterKey(input.name);
  const name = input.name.replace(/\s+/g, ' ');
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(presenterDisclosures).where(eq(presenterDisclosures.presenterKey, key)).for('update');
    if (isEmptyDisclosure(input)) await tx.delete(presenterDisclosures).where(eq(presenterDisclosures.presenterKey, key));
    else {
      const row = { presenterKey: key, name, textEn: input.en, textFr: input.fr, updatedBy: actor.label, updatedAt: new Date() };
      await tx.insert(presenterDisclosures).values(row).onConflictDoUpdate({ target: presenterDisclosures.presenterKey, set: row });
    }
    await writeAudit(tx, actor, {
      entity: 'disclosure',
      entityId: `presenter:${key}`,
      action: 'update',
      before: before ? { name: before.name, en: before.textEn, fr: before.textFr } : { name, ...EMPTY },
      after: { name, en: input.en, fr: input.fr },
    });
  });
  return disclosuresView(db);
}
