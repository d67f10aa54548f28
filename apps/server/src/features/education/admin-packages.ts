import { createHash } from 'node:crypto';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import {
  CONTENT_MSG, MODULE_SLOTS, slotId,
  type ContentLanguage, type ModuleAssignmentInput, type ModuleAssignmentRow, type ModuleSlot,
  type ScormPackageDetail, type ScormPackageListQuery, type ScormPackageSummary, type ScormUpload,
} from '@portal/domain/education/admin-schemas';
import { AppError } from '@portal/domain/errors/app-error';
import { moduleAssignments, registrationModulePackages, scormPackages } from '../../db/schema/scorm';
import { launchUrl, type PackageRegistry, type ScormPackage } from '../../platform/scorm/packages';
import { PackageError } from '../../platform/scorm/package-error';
import { newPublicId } from '../../platform/security/ids';
import { writeAudit, type Actor } from '../staff/audit';

/** Everything of a stored package but its zip. */
const COLUMNS = {
  id: scormPackages.id, title: scormPackages.title, scormVersion: scormPackages.scormVersion, fileName: scormPackages.fileName,
  sizeBytes: scormPackages.sizeBytes, uploadedBy: scormPackages.uploadedBy, createdAt: scormPackages.createdAt,
};
type PackageRow = { id: string; title: string; scormVersion: '1.2' | '2004'; fileName: string; sizeBytes: number; uploadedBy: string; createdAt: Date };

const notFound = () => new AppError(404, CONTENT_MSG.packageNotFound);

/** Where each package is assigned and how many registrations started a module with it. */
async function summaries(db: NodePgDatabase, rows: PackageRow[]): Promise<ScormPackageSummary[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const [slots, pins] = await Promise.all([
    db.select().from(moduleAssignments).where(inArray(moduleAssignments.packageId, ids)),
    db
      .select({ packageId: registrationModulePackages.packageId, registrants: count(registrationModulePackages.registrationId) })
      .from(registrationModulePackages)
      .where(inArray(registrationModulePackages.packageId, ids))
      .groupBy(registrationModulePackages.packageId),
  ]);
  const order = (s: ModuleSlot) => MODULE_SLOTS.findIndex((x) => slotId(x) === slotId(s));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    assignedTo: slots
      .filter((s) => s.packageId === r.id)
      .map(({ variant, moduleId, language }) => ({ variant, moduleId, language }))
      .sort((a, b) => order(a) - order(b)),
    registrants: pins.find((p) => p.packageId === r.id)?.registrants ?? 0,
  }));
}

/** Where the back office's preview reads a package's files: signed-in staff only (admin-routes.ts). */
export const previewRoot = (id: string) => `/api/admin/scorm-packages/${id}/files`;

/** The lessons with their URLs for the preview (staff-only files; registrants play the same files under /scorm/). */
const scosOf = (pkg: ScormPackage, lang: ContentLanguage) =>
  pkg.scos.map((s) => ({ id: s.id, title: s.title, launchUrl: launchUrl(pkg, s.launch, lang, previewRoot(pkg.id)) }));

/**
 * Checks an uploaded zip with the player's checks (refused with 400 and the reason), then stores
 * it. The same zip again is the same package: it answers the stored one (`created: false`).
 */
export async function uploadPackage(
  db: NodePgDatabase, registry: PackageRegistry, actor: Actor, input: ScormUpload, lang: ContentLanguage,
): Promise<{ created: boolean; pkg: ScormPackageDetail }> {
  const zip = Buffer.from(input.data, 'base64');
  let checked: ScormPackage;
  try {
    checked = registry.fromZip(newPublicId(), zip);
  } catch (e) {
    if (e instanceof PackageError) throw new AppError(400, e.key, e.params);
    throw e;
  }
  const sha256 = createHash('sha256').update(zip).digest('hex');
  const { created, row } = await db.transaction(async (tx) => {
    const values = { id: checked.id, title: checked.title.slice(0, 500), scormVersion: checked.version, fileName: input.fileName, sizeBytes: zip.byteLength, sha256, zip, uploadedBy: actor.label };
    const [inserted] = await tx.insert(scormPackages).values(values).onConflictDoNothing({ target: scormPackages.sha256 }).returning(COLUMNS);
    if (!inserted) return { created: false, row: (await tx.select(COLUMNS).from(scormPackages).where(eq(scormPackages.sha256, sha256)))[0] };
    const { zip: _zip, ...after } = values;
    await writeAudit(tx, actor, { entity: 'scorm_package', entityId: inserted.id, action: 'upload', after });
    return { created: true, row: inserted };
  });
  const pkg = { ...checked, id: row.id };
  registry.cache(pkg);
  const [summary] = await summaries(db, [row]);
  return { created, pkg: { ...summary, scos: scosOf(pkg, lang) } };
}

/** Newest first, without the zips. */
export async function listPackages(db: NodePgDatabase, q: ScormPackageListQuery): Promise<{ data: ScormPackageSummary[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db.select(COLUMNS).from(scormPackages).orderBy(desc(scormPackages.createdAt), desc(scormPackages.id)).limit(q.perPage).offset((q.page - 1) * q.perPage),
    db.select({ total: count() }).from(scormPackages),
  ]);
  return { data: await summaries(db, rows), total };
}

/** One package with its lessons and their preview URLs in the player. */
export async function getPackage(db: NodePgDatabase, registry: PackageRegistry, id: string, lang: ContentLanguage): Promise<ScormPackageDetail> {
  const [row] = await db.select(COLUMNS).from(scormPackages).where(eq(scormPackages.id, id));
  const pkg = row && (await registry.resolve(id));
  if (!row || !pkg) throw notFound();
  const [summary] = await summaries(db, [row]);
  return { ...summary, scos: scosOf(pkg, lang) };
}

async function assignmentRows(db: NodePgDatabase, where?: ReturnType<typeof and>) {
  return db
    .select({
      variant: moduleAssignments.variant, moduleId: moduleAssignments.moduleId, language: moduleAssignments.language,
      packageId: moduleAssignments.packageId, packageTitle: scormPackages.title, assignedAt: moduleAssignments.assignedAt, assignedBy: moduleAssignments.assignedBy,
    })
    .from(moduleAssignments)
    .innerJoin(scormPackages, eq(scormPackages.id, moduleAssignments.packageId))
    .where(where);
}

type AssignmentDbRow = Awaited<ReturnType<typeof assignmentRows>>[number];

function slotRow(slot: ModuleSlot, row: AssignmentDbRow | undefined): ModuleAssignmentRow {
  return {
    id: slotId(slot), ...slot,
    packageId: row?.packageId ?? null, packageTitle: row?.packageTitle ?? null,
    assignedAt: row?.assignedAt.toISOString() ?? null, assignedBy: row?.assignedBy ?? null,
  };
}

/** All 12 slots (variant × module × language); packageId null means the course's own module. */
export async function listAssignments(db: NodePgDatabase): Promise<{ data: ModuleAssignmentRow[]; total: number }> {
  const rows = await assignmentRows(db);
  const data = MODULE_SLOTS.map((slot) => slotRow(slot, rows.find((r) => slotId(r) === slotId(slot))));
  return { data, total: data.length };
}

const slotWhere = (s: ModuleSlot) => and(eq(moduleAssignments.variant, s.variant), eq(moduleAssignments.moduleId, s.moduleId), eq(moduleAssignments.language, s.language));

/**
 * Assigns a package to a slot, or (null) gives it back to the course's own module. Registrations
 * that already started the module keep their package; new ones get this one. Audited.
 */
export async function assignModule(db: NodePgDatabase, actor: Actor, slot: ModuleSlot, input: ModuleAssignmentInput): Promise<ModuleAssignmentRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ packageId: moduleAssignments.packageId }).from(moduleAssignments).where(slotWhere(slot)).for('update');
    const before = current?.packageId ?? null;
    if (input.packageId) {
      const [pkg] = await tx.select({ id: scormPackages.id }).from(scormPackages).where(eq(scormPackages.id, input.packageId));
      if (!pkg) throw new AppError(400, CONTENT_MSG.packageNotFound);
    }
    if (before !== input.packageId) {
      if (input.packageId) {
        const set = { packageId: input.packageId, assignedBy: actor.label, assignedAt: new Date() };
        await tx.insert(moduleAssignments).values({ ...slot, ...set }).onConflictDoUpdate({ target: [moduleAssignments.variant, moduleAssignments.moduleId, moduleAssignments.language], set });
      } else {
        await tx.delete(moduleAssignments).where(slotWhere(slot));
      }
      await writeAudit(tx, actor, { entity: 'module_assignment', entityId: slotId(slot), action: 'assign', before: { packageId: before }, after: { packageId: input.packageId } });
    }
    const [row] = await assignmentRows(tx, slotWhere(slot));
    return slotRow(slot, row);
  });
}

/** An uploaded package for the preview's file route (the route's id is a public id, so never a development upload); not the course's own modules. */
export async function previewPackage(registry: PackageRegistry, id: string): Promise<ScormPackage | undefined> {
  const pkg = await registry.resolve(id);
  return pkg && !pkg.trusted ? pkg : undefined;
}
