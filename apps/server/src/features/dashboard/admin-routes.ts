import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardQuerySchema } from '@portal/domain/dashboard/schemas';
import { CAN } from '@portal/domain/staff/roles';
import { DashboardAnswer } from './answers';
import { dashboard } from './service';

/** The dashboard: registrations, revenue and seats by session for a chosen period. */
export default async function dashboardAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/dashboard', { config: { roles: CAN.readDashboard }, schema: { querystring: DashboardQuerySchema, response: { 200: DashboardAnswer } } }, async (req) => dashboard(app.db.orm, req.query));
}
