import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ModuleAssignmentSchema, ModuleSlotParamsSchema, ScormPackageIdParamsSchema, ScormPackageListQuerySchema, ScormUploadSchema,
} from '@portal/domain/education/admin-schemas';
import { z } from 'zod';
import { contentLanguage } from '@portal/domain/education/modules';
import { CAN } from '@portal/domain/staff/roles';
import { sendPackageFile } from '../../platform/scorm/routes';
import { PACKAGE_LIMITS } from '../../platform/scorm/zip';
import { actorOf } from '../staff/access';
import { assignModule, getPackage, listAssignments, listPackages, previewPackage, uploadPackage } from './admin-packages';
import {
  AssignmentAnswer, AssignmentListAnswer, PackageAgainAnswer, PackageAnswer, PackageCreatedAnswer, PackageFileAnswer, PackageListAnswer,
} from './answers';

const PreviewFileParamsSchema = ScormPackageIdParamsSchema.extend({ '*': z.string() });

/** SCORM content (issue 10): uploaded packages, their preview, and which one plays each module per course and language. */
export default async function educationAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const READ = { roles: CAN.readContent };
  const MANAGE = { roles: CAN.manageContent };

  // The zip travels as base64 in JSON: 4/3 of the package limit, plus the rest of the body.
  r.post('/api/admin/scorm-packages', { config: MANAGE, bodyLimit: Math.ceil(PACKAGE_LIMITS.zipBytes * 1.4), schema: { body: ScormUploadSchema, response: { 201: PackageCreatedAnswer, 200: PackageAgainAnswer } } }, async (req, reply) => {
    const { created, pkg } = await uploadPackage(app.db.orm, app.scorm, actorOf(req), req.body, contentLanguage(req.locale));
    return reply.code(created ? 201 : 200).send(pkg);
  });

  r.get('/api/admin/scorm-packages', { config: READ, schema: { querystring: ScormPackageListQuerySchema, response: { 200: PackageListAnswer } } }, async (req) => listPackages(app.db.orm, req.query));

  r.get('/api/admin/scorm-packages/:id', { config: READ, schema: { params: ScormPackageIdParamsSchema, response: { 200: PackageAnswer } } }, async (req) =>
    getPackage(app.db.orm, app.scorm, req.params.id, contentLanguage(req.locale)),
  );

  // The preview's files (the player runs the package in the browser and saves nothing). Not
  // rate-limited, like the registrants' /scorm/ files: a lesson loads many files at once.
  r.get('/api/admin/scorm-packages/:id/files/*', { config: { ...READ, rateLimit: false }, schema: { params: PreviewFileParamsSchema, response: { 200: PackageFileAnswer } } }, async (req, reply) =>
    sendPackageFile(req, reply, await previewPackage(app.scorm, req.params.id), req.params['*']),
  );

  r.get('/api/admin/module-assignments', { config: READ, schema: { response: { 200: AssignmentListAnswer } } }, async () => listAssignments(app.db.orm));

  r.put('/api/admin/module-assignments/:variant/:moduleId/:language', { config: MANAGE, schema: { params: ModuleSlotParamsSchema, body: ModuleAssignmentSchema, response: { 200: AssignmentAnswer } } }, async (req) =>
    assignModule(app.db.orm, actorOf(req), req.params, req.body),
  );
}
