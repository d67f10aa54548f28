import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ModuleAssignmentSchema, ModuleSlotParamsSchema, ScormPackageIdParamsSchema, ScormPackageListQuerySchema, ScormUploadSchema,
} from '@portal/domain/education/admin-schemas';
import { contentLanguage } from '@portal/domain/education/modules';
import { CAN } from '@portal/domain/staff/roles';
import { PACKAGE_LIMITS } from '../../platform/scorm/zip';
import { actorOf } from '../staff/access';
import { assignModule, getPackage, listAssignments, listPackages, uploadPackage } from './admin-packages';

/** SCORM content (issue 10): uploaded packages, their preview, and which one plays each module per course and language. */
export default async function educationAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const READ = { roles: CAN.readContent };
  const MANAGE = { roles: CAN.manageContent };

  // The zip travels as base64 in JSON: 4/3 of the package limit, plus the rest of the body.
  r.post('/api/admin/scorm-packages', { config: MANAGE, bodyLimit: Math.ceil(PACKAGE_LIMITS.zipBytes * 1.4), schema: { body: ScormUploadSchema } }, async (req, reply) => {
    const { created, pkg } = await uploadPackage(app.db.orm, app.scorm, actorOf(req), req.body, contentLanguage(req.locale));
    return reply.code(created ? 201 : 200).send(pkg);
  });

  r.get('/api/admin/scorm-packages', { config: READ, schema: { querystring: ScormPackageListQuerySchema } }, async (req) => listPackages(app.db.orm, req.query));

  r.get('/api/admin/scorm-packages/:id', { config: READ, schema: { params: ScormPackageIdParamsSchema } }, async (req) =>
    getPackage(app.db.orm, app.scorm, req.params.id, contentLanguage(req.locale)),
  );

  r.get('/api/admin/module-assignments', { config: READ }, async () => listAssignments(app.db.orm));

  r.put('/api/admin/module-assignments/:variant/:moduleId/:language', { config: MANAGE, schema: { params: ModuleSlotParamsSchema, body: ModuleAssignmentSchema } }, async (req) =>
    assignModule(app.db.orm, actorOf(req), req.params, req.body),
  );
}
