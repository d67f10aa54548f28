import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { TFunction } from 'i18next';
import { SCORM_MODULE_COUNT, type Variant } from '@portal/domain/course/course';
import type { ModulesResponse, UpdateModule, UpdateModuleResponse } from '@portal/domain/education/cmi';
import { contentLanguage, isCompletedStatus, MODULE_IDS, type ModuleId } from '@portal/domain/education/modules';
import { AppError } from '@portal/domain/errors/app-error';
import { PUBLIC_ID_PATTERN } from '@portal/domain/http/validation';
import type { Locale } from '@portal/domain/locale/locales';
import { stepOf, stepsFor } from '@portal/domain/registration/status';
import { launchUrl, type PackageRegistry, type ScormPackage } from '../../platform/scorm/packages';
import { advance, loadForStep } from '../registration/progress';
import { moduleStep } from '@portal/domain/funnel/recording';
import { recordSteps } from '../funnel/record';
import { findRegistration } from '../registration/store';
import { assignedPackages, pinnedPackages, pinPackages } from './package-store';
import { completedCount, lockRegistration, progressOf, upsertProgress } from './store';

/**
 * The three modules of a registration with the state to resume them. Readable from the
 * education step on (the last save moves the record to the quiz while the page is still open);
 * 409 before it, and for courses without modules.
 */
export async function modulesFor(db: NodePgDatabase, registry: PackageRegistry, id: string, locale: Locale, t: TFunction): Promise<ModulesResponse> {
  const row = PUBLIC_ID_PATTERN.test(id) ? await findRegistration(db, id) : undefined;
  if (!row) throw new AppError(404, 'errors:notFound');
  const steps = stepsFor(row.courseType);
  if (!steps.includes('education') || steps.indexOf(stepOf(row.status)) < steps.indexOf('education')) throw new AppError(409, 'errors:wrongStep');

  const saved = new Map((await progressOf(db, id)).map((p) => [p.moduleId, p]));
  const lang = contentLanguage(locale);
  const packages = await packagesOf(db, registry, row, saved, lang);
  const modules = MODULE_IDS.map((moduleId, index) => {
    const pkg = packages.get(moduleId)!;
    const p = saved.get(moduleId);
    return {
      id: moduleId,
      number: index + 1,
      title: t(`education:modules.${moduleId}.title`),
      launchUrl: launchUrl(pkg, pkg.scos[0].launch, lang),
      version: pkg.version,
      completed: Boolean(p?.completedAt),
      cmi: { lesson_location: p?.lessonLocation ?? '', suspend_data: p?.suspendData ?? '', lesson_status: p?.lessonStatus ?? 'not attempted', score_raw: p?.scoreRaw ?? null },
    };
  });
  const done = modules.filter((m) => m.completed).length;
  return { modules, completedCount: done, total: SCORM_MODULE_COUNT, allCompleted: done === SCORM_MODULE_COUNT };
}

/**
 * The package of each module: the one the registration started with (pinned), else the package
 * assigned to its variant and language, pinned now so a later re-assignment leaves this registrant
 * on their version; else the course's own module. A module with saved progress and no pin was
 * started on the course's own module and stays on it (its saved state belongs to that package).
 */
async function packagesOf(
  db: NodePgDatabase,
  registry: PackageRegistry,
  row: { id: string; variant: Variant },
  saved: Map<string, unknown>,
  lang: 'en' | 'fr',
): Promise<Map<ModuleId, ScormPackage>> {
  let pinned = await pinnedPackages(db, row.id);
  const assigned = await assignedPackages(db, row.variant, lang);
  const toPin = new Map([...assigned].filter(([moduleId]) => !pinned.has(moduleId) && !saved.has(moduleId)));
  if (toPin.size) {
    await pinPackages(db, row.id, toPin);
    pinned = await pinnedPackages(db, row.id);
  }
  const result = new Map<ModuleId, ScormPackage>();
  for (const moduleId of MODULE_IDS) {
    const packageId = pinned.get(moduleId);
    const pkg = packageId ? await registry.resolve(packageId) : undefined;
    result.set(moduleId, pkg ?? registry.get(moduleId)!);
  }
  return result;
}

/**
 * Saves a module's run-time data. The server decides completion from lesson_status, and the save
 * that completes the last module moves the record to the quiz in the same transaction. The
 * registration row is locked first, so concurrent saves cannot both miss the third completion or
 * both advance. `lock: false` exists only for the race test's control run.
 */
export async function saveProgress(db: NodePgDatabase, input: UpdateModule, opts: { lock: boolean } = { lock: true }): Promise<UpdateModuleResponse> {
  if (!PUBLIC_ID_PATTERN.test(input.registrationId)) throw new AppError(404, 'errors:notFound');
  return db.transaction(async (tx) => {
    if (opts.lock) await lockRegistration(tx, input.registrationId);
    const row = await loadForStep(tx, input.registrationId, 'education');
    const completed = await upsertProgress(tx, row.id, input.moduleId, input.cmi, isCompletedStatus(input.cmi.lesson_status));
    if (completed) await recordSteps(tx, row.id, [moduleStep(input.moduleId)]);
    const count = await completedCount(tx, row.id);
    const allCompleted = count >= SCORM_MODULE_COUNT;
    if (allCompleted) await advance(tx, row, 'modules_completed');
    return { completed, completedCount: count, allCompleted };
  });
}
