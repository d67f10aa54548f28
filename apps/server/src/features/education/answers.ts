import { z } from 'zod';
import { VARIANTS } from '@portal/domain/course/course';
import { CONTENT_LANGUAGES } from '@portal/domain/education/admin-schemas';
import { MODULE_IDS } from '@portal/domain/education/modules';
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
