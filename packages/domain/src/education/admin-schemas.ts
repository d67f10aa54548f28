import { z } from 'zod';
import { VARIANTS, type Variant } from '../course/course';
import { MSG, PUBLIC_ID_PATTERN, publicId, requiredText } from '../http/validation';
import { ListQuerySchema } from '../staff/schemas';
import { MODULE_IDS, type ModuleId } from './modules';

/**
 * SCORM content in the back office (issue 10): uploaded packages and which one plays module 1, 2
 * or 3 of a course variant in each content language. Shared by the server and the web screens.
 */

/** Catalog keys of the refusals (namespace admin-content); package checks use education:package.*. */
export const CONTENT_MSG = {
  packageNotFound: 'admin-content:errors.packageNotFound',
} as const;

/** Package content languages: en (en and en-CA learners) and fr (fr-CA), see contentLanguage. */
export const CONTENT_LANGUAGES = ['en', 'fr'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The biggest zip accepted (the player's PACKAGE_LIMITS.zipBytes), and its base64 length. */
export const SCORM_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
const BASE64_MAX = Math.ceil((SCORM_UPLOAD_MAX_BYTES * 4) / 3) + 4;

export const ScormUploadSchema = z.object({
  /** The name of the file chosen, shown in the list. */
  fileName: requiredText(255),
  /** The zip file, base64. */
  data: z.base64({ error: 'education:package.notZip' }).max(BASE64_MAX, { error: MSG.tooLong }),
});
export type ScormUpload = z.infer<typeof ScormUploadSchema>;

export const ScormPackageIdParamsSchema = z.object({ id: publicId() });
export const ScormPackageListQuerySchema = ListQuerySchema;
export type ScormPackageListQuery = z.infer<typeof ScormPackageListQuerySchema>;

export const ModuleSlotParamsSchema = z.object({
  variant: z.enum(VARIANTS, { error: MSG.invalid }),
  moduleId: z.enum(MODULE_IDS, { error: MSG.invalid }),
  language: z.enum(CONTENT_LANGUAGES, { error: MSG.invalid }),
});
export type ModuleSlot = z.infer<typeof ModuleSlotParamsSchema>;

/** null gives the slot back to the course's own module. */
export const ModuleAssignmentSchema = z.object({ packageId: z.string({ error: MSG.invalid }).regex(PUBLIC_ID_PATTERN, { error: CONTENT_MSG.packageNotFound }).nullable() });
export type ModuleAssignmentInput = z.infer<typeof ModuleAssignmentSchema>;

/** A slot's id in lists: `standard-fundamentals-en`. */
export const slotId = (s: ModuleSlot) => `${s.variant}-${s.moduleId}-${s.language}`;

/** Every slot, in the order the screen lists them: variant, then module, then language. */
export const MODULE_SLOTS: ModuleSlot[] = VARIANTS.flatMap((variant: Variant) =>
  MODULE_IDS.flatMap((moduleId: ModuleId) => CONTENT_LANGUAGES.map((language) => ({ variant, moduleId, language }))),
);

export interface ScormSco {
  id: string;
  title: string;
  /** The preview URL in the player (staff only): /api/admin/scorm-packages/<package>/files/<launch>?lang=<en|fr> */
  launchUrl: string;
}

export interface ScormPackageSummary {
  id: string;
  title: string;
  scormVersion: '1.2' | '2004';
  fileName: string;
  sizeBytes: number;
  uploadedBy: string;
  createdAt: string;
  assignedTo: ModuleSlot[];
  /** Registrations that started a module with this package (they keep it). */
  registrants: number;
}

export interface ScormPackageDetail extends ScormPackageSummary {
  scos: ScormSco[];
}

export interface ModuleAssignmentRow extends ModuleSlot {
  id: string;
  packageId: string | null;
  packageTitle: string | null;
  assignedAt: string | null;
  assignedBy: string | null;
}
