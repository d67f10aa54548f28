import { SCORM_MODULE_COUNT } from '../course/course';

/**
 * The course's three e-learning modules, in the order the learner takes them. Each is a
 * SCORM 1.2 package under content/scorm/<id>/ served at /scorm/<id>/.
 */
export const MODULE_IDS = ['fundamentals', 'digital-workflow', 'case-selection'] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

if (MODULE_IDS.length !== SCORM_MODULE_COUNT) throw new Error('MODULE_IDS must list SCORM_MODULE_COUNT modules');

/** SCORM 1.2 lesson statuses; 2004 completion/success values are mapped onto these by the player. */
export const LESSON_STATUSES = ['passed', 'completed', 'failed', 'incomplete', 'browsed', 'not attempted'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

/** The server decides: a module counts as completed once the package reports one of these. */
export function isCompletedStatus(status: LessonStatus | null | undefined): boolean {
  return status === 'completed' || status === 'passed';
}

/** The anchor of a module on the education page (the quiz's review links point here). */
export const moduleAnchor = (index: number) => `module-${index + 1}`;

/** Package content picks its language from the launch URL: fr for fr-CA, en otherwise. */
export function contentLanguage(locale: string): 'en' | 'fr' {
  return locale.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}
