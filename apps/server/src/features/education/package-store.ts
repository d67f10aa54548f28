import { and, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Variant } from '@portal/domain/course/course';
import type { ModuleId } from '@portal/domain/education/modules';
import { moduleAssignments, registrationModulePackages } from '../../db/schema/scorm';

/** The uploaded package each module of a registration started with. */
export async function pinnedPackages(db: NodePgDatabase, registrationId: string): Promise<Map<ModuleId, string>> {
  const rows = await db
    .select({ moduleId: registrationModulePackages.moduleId, packageId: registrationModulePackages.packageId })
    .from(registrationModulePackages)
    .where(eq(registrationModulePackages.registrationId, registrationId));
  return new Map(rows.map((r) => [r.moduleId, r.packageId]));
}

/** The uploaded packages assigned to a variant's modules in a content language. */
export async function assignedPackages(db: NodePgDatabase, variant: Variant, language: 'en' | 'fr'): Promise<Map<ModuleId, string>> {
  const rows = await db
    .select({ moduleId: moduleAssignments.moduleId, packageId: moduleAssignments.packageId })
    .from(moduleAssignments)
    .where(and(eq(moduleAssignments.variant, variant), eq(moduleAssignments.language, language)));
  return new Map(rows.map((r) => [r.moduleId, r.packageId]));
}

/** Pins packages to a registration; a module pinned already (by a concurrent request) keeps its package. */
export async function pinPackages(db: NodePgDatabase, registrationId: string, pins: Map<ModuleId, string>): Promise<void> {
  if (!pins.size) return;
  await db
    .insert(registrationModulePackages)
    .values([...pins].map(([moduleId, packageId]) => ({ registrationId, moduleId, packageId })))
    .onConflictDoNothing();
}
