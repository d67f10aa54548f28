import { z } from 'zod';
import { VARIANTS } from '@portal/domain/course/course';
import { CONTENT_LANGUAGES } from '@portal/domain/education/admin-schemas';
import { LESSON_STATUSES, MODULE_IDS } from '@portal/domain/education/modules';
import { isoInstant, listAnswer, whole } from '@portal/domain/staff/answers';
import { fileAnswer } from '../../platform/answers/declare';
import { PACKAGE_MEDIA_TYPES } from '../../platform/scorm/routes';

/** What the back office's SCORM routes answer (admin-routes.ts), as admin-packages.ts builds it. */
const Slot = { variant: z.enum(VARIANTS), moduleId: z.enum(MODULE_IDS), language: z.enum(CONTENT_LANGUAGES) };

const PackageSummary = z.object({
  id: z.string(),
  title: z.string(),
  scormVersion: z.enum(['1.2', '2004']),
  fileName: z.string(),
  sizeBytes: whole(),
  uploadedBy: z.string(),
  createdAt: isoInstant(),
  assignedTo: z.array(z.object(Slot)),
  registrants: whole(),
});

const PackageDetail = PackageSummary.extend({
  scos: z.array(z.object({ id: z.string(), title: z.string(), launchUrl: z.string() })),
});

export const PackageCreatedAnswer = PackageDetail.describe('The package stored, with its lessons and their preview addresses');
export const PackageAnswer = PackageDetail.describe('The package, with its lessons and their preview addresses');
export const PackageAgainAnswer = PackageDetail.describe('The same zip was uploaded before: the package already stored');
export const PackageListAnswer = listAnswer(PackageSummary, 'One page of uploaded packages, with where each is assigned, and how many there are');

export const PackageFileAnswer = fileAnswer(PACKAGE_MEDIA_TYPES, 'The file, with the package\'s Content-Security-Policy');

const Assignment = z.object({
  id: z.string(),
  ...Slot,
  packageId: z.string().nullable(),
  packageTitle: z.string().nullable(),
  assignedAt: isoInstant().nullable(),
  assignedBy: z.string().nullable(),
});

export const AssignmentAnswer = Assignment.describe('The slot as it now stands (`packageId` null: the course\'s own module)');
export const AssignmentListAnswer = listAnswer(Assignment, 'Every slot (course variant, module, language) with the package that plays it');

/** GET /api/scorm-modules/{id}: the domain's `ModulesResponse` (education/cmi.ts), as sent. */
const moduleState = z.object({
  id: z.enum(MODULE_IDS),
  number: z.int(),
  title: z.string(),
  launchUrl: z.string().describe('The SCORM package\'s launch page, in the content language.'),
  version: z.enum(['1.2', '2004']).describe('The package\'s SCORM version.'),
  completed: z.boolean(),
  cmi: z.object({
    lesson_location: z.string(),
    suspend_data: z.string(),
    lesson_status: z.enum(LESSON_STATUSES),
    score_raw: z.number().nullable(),
  }).describe('The saved SCORM runtime data the player resumes from.'),
});

export const ModulesAnswer = z
  .object({ modules: z.array(moduleState), completedCount: z.int(), total: z.int(), allCompleted: z.boolean() })
  .describe('The registration\'s e-learning modules, in order, with their saved state and how many are completed.');

/** PATCH /api/scorm-modules/update */
export const ProgressSavedAnswer = z
  .object({ completed: z.boolean(), completedCount: z.int(), allCompleted: z.boolean() })
  .describe('The progress is saved: whether this module now counts as completed, and how many are.');
