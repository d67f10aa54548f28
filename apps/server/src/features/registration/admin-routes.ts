import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RegistrationIdParamsSchema, RegistrationSearchSchema } from '@portal/domain/registration/admin-schemas';
import { CAN } from '@portal/domain/staff/roles';
import { registrationDetail } from './admin-detail';
import { searchRegistrations } from './admin-search';

/** Registrations in the back office: search, and one registration's whole story. */
export default async function registrationAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const READ = { roles: CAN.readRegistrations };

  r.get('/api/admin/registrations', { config: READ, schema: { querystring: RegistrationSearchSchema } }, async (req) => searchRegistrations(app.db.orm, req.query));

  r.get('/api/admin/registrations/:id', { config: READ, schema: { params: RegistrationIdParamsSchema } }, async (req) => registrationDetail(app.db.orm, req.params.id));
}
