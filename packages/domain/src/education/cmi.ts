import { z } from 'zod';
import { MSG, publicId } from '../http/validation';
import { LESSON_STATUSES, MODULE_IDS, type LessonStatus } from './modules';

/**
 * The run-time data the web player saves for a module (SCORM 1.2 names and limits): only the
 * elements needed to resume and to decide completion. Unknown keys are refused.
 */
export const SUSPEND_DATA_MAX = 4096;
export const LESSON_LOCATION_MAX = 255;

export const CmiSchema = z.strictObject(
  {
    lesson_location: z.string({ error: MSG.invalid }).max(LESSON_LOCATION_MAX, { error: MSG.tooLong }).optional(),
    suspend_data: z.string({ error: MSG.invalid }).max(SUSPEND_DATA_MAX, { error: MSG.tooLong }).optional(),
    lesson_status: z.enum(LESSON_STATUSES, { error: MSG.invalid }).optional(),
    /** cmi.core.score.raw: a number from 0 to 100, or null when the module has not scored. */
    score_raw: z.number({ error: MSG.invalid }).min(0, { error: MSG.invalid }).max(100, { error: MSG.invalid }).nullable().optional(),
  },
  { error: MSG.invalid },
);
export type Cmi = z.infer<typeof CmiSchema>;

export const UpdateModuleSchema = z.strictObject(
  {
    registrationId: publicId(),
    moduleId: z.enum(MODULE_IDS, { error: 'errors:notFound' }),
    cmi: CmiSchema,
  },
  { error: MSG.invalid },
);
export type UpdateModule = z.infer<typeof UpdateModuleSchema>;

/** What GET /api/scorm-modules/{id} answers for each module. */
export interface ModuleState {
  id: (typeof MODULE_IDS)[number];
  number: number;
  title: string;
  launchUrl: string;
  version: '1.2' | '2004';
  completed: boolean;
  cmi: { lesson_location: string; suspend_data: string; lesson_status: LessonStatus; score_raw: number | null };
}

export interface ModulesResponse {
  modules: ModuleState[];
  completedCount: number;
  total: number;
  allCompleted: boolean;
}

export interface UpdateModuleResponse {
  completed: boolean;
  completedCount: number;
  allCompleted: boolean;
}
