import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { MSG } from '@portal/domain/http/validation';
import { ADMIN_PRIVACY_REQUESTS_API } from '@portal/domain/privacy/paths';
import {
  adminPrivacyRequestCreateSchema, privacyCorrectionSchema, privacyEraseSchema, privacyRequestCloseSchema,
} from '@portal/domain/privacy/request-api';
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES } from '@portal/domain/privacy/requests';
import { ListQuerySchema } from '@portal/domain/staff/schemas';
import { CAN } from '@portal/domain/staff/roles';
import { actorOf } from '../staff/access';
import { writeAudit } from '../staff/audit';
import {
  ArchiveAnswer, CorrectedAnswer, ErasedAnswer, FindingsAnswer, RequestAnswer, RequestClosedAnswer, RequestListAnswer, RequestLoggedAnswer,
} from './answers';
import { closePrivacyRequest, createPrivacyRequest, getPrivacyRequest, listPrivacyRequests, markHandled, requestForAction, toSummary, type Staff } from './admin-service';
import { correctPersonalData } from './correct';
import { erasePersonalData } from './erase';
import { exportArchive } from './export';
import { findPersonalData } from './findings';

const ListQuery = z.extend(ListQuerySchema, {
  status: z.optional(z.enum(PRIVACY_REQUEST_STATUSES, { error: MSG.invalid })),
  kind: z.optional(z.enum(PRIVACY_REQUEST_KINDS, { error: MSG.invalid })),
  q: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  // react-admin sends the clicked column and `asc`/`desc`: received or due date; any other column sorts by due date.
  sort: z.optional(z.string().check(z.maxLength(40))),
  order: z.optional(z.enum(['asc', 'desc', 'ASC', 'DESC'], { error: MSG.invalid })),
});
const IdParams = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/, { error: 'errors:notFound' })) });

const staffOf = (req: FastifyRequest): Staff => ({ ...actorOf(req), id: req.staff!.id });

/**
 * The privacy requests' log in the back office. Administrators and operations handle requests;
 * only administrators erase (it cannot be undone). Every action is audited and makes the first
 * staff member acting the one handling the request.
 */
export default async function privacyRequestAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const HANDLE = { roles: CAN.handlePrivacyRequests };
  const base = ADMIN_PRIVACY_REQUESTS_API;
  const settings = { officerEmail: app.config.site.privacyOfficer.email, publicUrl: app.config.publicUrl };

  r.get(base, { config: HANDLE, schema: { querystring: ListQuery, response: { 200: RequestListAnswer } } }, async (req) => listPrivacyRequests(app.db.orm, req.query));

  r.post(base, { config: HANDLE, schema: { body: adminPrivacyRequestCreateSchema, response: { 201: RequestLoggedAnswer } } }, async (req, reply) =>
    reply.code(201).send(await createPrivacyRequest(app.db.orm, settings, staffOf(req), req.body)),
  );

  r.get(`${base}/:id`, { config: HANDLE, schema: { params: IdParams, response: { 200: RequestAnswer } } }, async (req) => toSummary(await getPrivacyRequest(app.db.orm, req.params.id)));

  r.get(`${base}/:id/findings`, { config: HANDLE, schema: { params: IdParams, response: { 200: FindingsAnswer } } }, async (req) => {
    const row = await app.db.orm.transaction((tx) => requestForAction(tx, req.params.id, {}));
    // The screen is the staff member's, in their language; the archive is in the request's.
    return (await findPersonalData(app.db.orm, row.email, req.locale, settings.officerEmail)).findings;
  });

  r.get(`${base}/:id/export`, { config: HANDLE, schema: { params: IdParams, response: { 200: ArchiveAnswer } } }, async (req, reply) => {
    const { zip, day } = await app.db.orm.transaction(async (tx) => {
      const row = await requestForAction(tx, req.params.id, {});
      const { findings } = await findPersonalData(tx, row.email, row.locale, settings.officerEmail);
      const staff = staffOf(req);
      await markHandled(tx, row, staff);
      // What was exported is counted, never copied into the log.
      const counts = Object.fromEntries(findings.records.reduce((m, x) => m.set(x.source, (m.get(x.source) ?? 0) + 1), new Map<string, number>()));
      await writeAudit(tx, staff, { entity: 'privacy_request', action: 'export', entityId: row.id, after: { records: counts } });
      return { zip: exportArchive(findings, row.locale, app.config.ceRecordYears), day: new Date().toISOString().slice(0, 10) };
    });
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="personal-information-${day}.zip"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(zip));
  });

  r.post(`${base}/:id/correct`, { config: HANDLE, schema: { params: IdParams, body: privacyCorrectionSchema, response: { 200: CorrectedAnswer } } }, async (req) =>
    correctPersonalData(app.db.orm, staffOf(req), req.params.id, req.body, settings.officerEmail, req.locale),
  );

  r.post(`${base}/:id/erase`, { config: { roles: CAN.erasePersonalData }, schema: { params: IdParams, body: privacyEraseSchema, response: { 200: ErasedAnswer } } }, async (req) =>
    erasePersonalData(app.db.orm, staffOf(req), req.params.id, req.body.confirmEmail, app.config.ceRecordYears),
  );

  r.post(`${base}/:id/close`, { config: HANDLE, schema: { params: IdParams, body: privacyRequestCloseSchema, response: { 200: RequestClosedAnswer } } }, async (req) =>
    closePrivacyRequest(app.db.orm, staffOf(req), req.params.id, req.body),
  );
}
