import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { TFunction } from 'i18next';
import { SCORM_MODULE_COUNT } from '@portal/domain/course/course';
import type { ModulesResponse, UpdateModule, UpdateModuleResponse } from '@portal/domain/education/cmi';
import { contentLanguage, isCompletedStatus, MODULE_IDS } from '@portal/domain/education/modules';
import { AppError } from '@portal/domain/errors/app-error';
import { PUBLIC_ID_PATTERN } from '@portal/domain/http/validation';
import type { Locale } from '@portal/domain/locale/locales';
import { stepOf, stepsFor } from '@portal/domain/registration/status';
import { launchUrl, type PackageRegistry } from '../../platform/scorm/packages';
import { advance, loadForStep } from '../registration/progress';
import { findRegistration } from '../registration/store';
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
  const modules = MODULE_IDS.map((moduleId, index) => {
    const pkg = registry.get(moduleId)!;
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
    const count = await completedCount(tx, row.id);
    const allCompleted = count >= SCORM_MODULE_COUNT;
    if (allCompleted) await advance(tx, row, 'modules_completed');
    return { completed, completedCount: count, allCompleted };
  });
}
