import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { disclosureTextsSchema, presenterDisclosureSchema } from '@portal/domain/ce-records/disclosure';
import { CAN } from '@portal/domain/staff/roles';
import { actorOf } from '../staff/access';
import { courseKey } from '../evaluations/admin-service';
import { disclosuresView, saveCourseDisclosure, savePresenterDisclosure } from './admin-service';
import { DisclosuresAnswer } from './answers';

const ROLES = { roles: CAN.disclosures };
const params = z.object({ id: z.string().max(40) });

/** Commercial-relationship disclosures in the back office (issue 52, item 3): per course and per presenter, audited. */
export default async function disclosureAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/disclosures', { config: ROLES, schema: { response: { 200: DisclosuresAnswer } } }, async () => disclosuresView(app.db.orm));
  r.put('/api/admin/disclosures/courses/:id', { config: ROLES, schema: { params, body: disclosureTextsSchema, response: { 200: DisclosuresAnswer } } }, async (req) => {
    // A write route: this instance's cached schedule is dropped on sending (offerings/cache.ts), the others' on the announcement (migration 0040).
    return saveCourseDisclosure(app.db.orm, actorOf(req), courseKey(req.params.id), req.body);
  });
  r.put('/api/admin/disclosures/presenters', { config: ROLES, schema: { body: presenterDisclosureSchema, response: { 200: DisclosuresAnswer } } }, async (req) => {
    return savePresenterDisclosure(app.db.orm, actorOf(req), req.body);
  });
}
