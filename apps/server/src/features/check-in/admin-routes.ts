import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CheckInAnswerSchema, CheckInSummarySchema, TicketHolderSearchSchema } from '@portal/domain/check-in/answers';
import { CheckInRosterSchema } from '@portal/domain/check-in/roster';
import { CheckInScanSchema, CheckInSearchSchema } from '@portal/domain/check-in/rules';
import { CheckInSyncAnswerSchema, CheckInSyncSchema } from '@portal/domain/check-in/sync';
import { publicId } from '@portal/domain/http/validation';
import { CAN } from '@portal/domain/staff/roles';
import { sessionInScope } from '../certificates/roster-admin';
import { actorOf } from '../staff/access';
import { checkInRoster } from './roster';
import { checkInByTicket, checkInByToken, checkInCounts, type Scanner } from './scan';
import { searchTicketHolders } from './search';
import { syncScans } from './sync';

const params = z.object({ id: publicId() });
const ticketParams = z.object({ id: publicId(), ticketId: publicId() });

const scannerOf = (req: FastifyRequest): Scanner => ({ actor: actorOf(req), name: req.staff!.name });

/**
 * Check-in at the door for the back office: the scan, the search by name or e-mail and its manual
 * check-in, and the counts. Whoever may mark attendance may check in; an educator only at the
 * sessions they present (the roster's rule).
 */
export default async function checkInAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const roles = CAN.markAttendance;

  r.post('/api/admin/sessions/:id/check-in', { config: { roles }, schema: { params, body: CheckInScanSchema, response: { 200: CheckInAnswerSchema } } }, async (req) => {
    const session = await sessionInScope(app.db.orm, req.staff!, req.params.id);
    return checkInByToken(app.db.orm, scannerOf(req), session, req.body.token);
  });

  r.post('/api/admin/sessions/:id/check-in/by-ticket/:ticketId', { config: { roles }, schema: { params: ticketParams, response: { 200: CheckInAnswerSchema } } }, async (req) => {
    const session = await sessionInScope(app.db.orm, req.staff!, req.params.id);
    return checkInByTicket(app.db.orm, scannerOf(req), session, req.params.ticketId);
  });

  r.get('/api/admin/sessions/:id/check-in', { config: { roles }, schema: { params, querystring: CheckInSearchSchema, response: { 200: TicketHolderSearchSchema } } }, async (req) => {
    await sessionInScope(app.db.orm, req.staff!, req.params.id);
    return searchTicketHolders(app.db.orm, req.params.id, req.query.q);
  });

  r.get('/api/admin/sessions/:id/check-in/summary', { config: { roles }, schema: { params, response: { 200: CheckInSummarySchema } } }, async (req) => {
    await sessionInScope(app.db.orm, req.staff!, req.params.id);
    return checkInCounts(app.db.orm, req.params.id);
  });

  // What a phone keeps to judge scans without network (issue 43), read again every few seconds while online.
  r.get('/api/admin/sessions/:id/check-in/roster', { config: { roles }, schema: { params, response: { 200: CheckInRosterSchema } } }, async (req, reply) => {
    const session = await sessionInScope(app.db.orm, req.staff!, req.params.id);
    reply.header('cache-control', 'no-store');
    return checkInRoster(app.db.orm, session);
  });

  // The scans a phone made without network, in order, each once by its key; the earliest scan of a ticket wins.
  r.post('/api/admin/sessions/:id/check-in/sync', { config: { roles }, schema: { params, body: CheckInSyncSchema, response: { 200: CheckInSyncAnswerSchema } } }, async (req) => {
    const session = await sessionInScope(app.db.orm, req.staff!, req.params.id);
    return syncScans(app.db.orm, scannerOf(req), session, req.body.scans);
  });
}
