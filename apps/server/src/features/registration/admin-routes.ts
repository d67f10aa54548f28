import { AppError } from '@portal/domain/errors/app-error';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RefundBodySchema, RegistrationCancelSchema, RegistrationContactSchema, MoveQuoteQuerySchema, RegistrationIdParamsSchema, RegistrationMoveSchema, RegistrationSearchSchema } from '@portal/domain/registration/admin-schemas';
import { CAN } from '@portal/domain/staff/roles';
import { actorOf } from '../staff/access';
import { CancelledRegistrationAnswer, CorrectedRegistrationAnswer, MailQueuedAnswer, MovedRegistrationAnswer, MoveQuoteAnswer, RefundAnswer, RegistrationDetailAnswer, RegistrationSearchAnswer, SessionRefundAnswer } from './admin-answers';
import { cancelRegistration } from './admin-cancel';
import { correctContact, resendConfirmation, sendResumeLinkFor } from './admin-actions';
import { moveRegistration } from '../moves/staff-move';
import { quoteStaffMove } from '../moves/staff-quote';
import { registrationDetail } from './admin-detail';
import { refundRegistration } from './admin-refund';
import { refundCancelledSession } from './admin-refund-session';
import { searchRegistrations } from './admin-search';

/** Registrations in the back office: search, one registration's whole story, and what staff do for registrants. */
export default async function registrationAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const READ = { roles: CAN.readRegistrations };

  r.get('/api/admin/registrations', { config: READ, schema: { querystring: RegistrationSearchSchema, response: { 200: RegistrationSearchAnswer } } }, async (req) => searchRegistrations(app.db.orm, req.query));

  r.get('/api/admin/registrations/:id', { config: READ, schema: { params: RegistrationIdParamsSchema, response: { 200: RegistrationDetailAnswer } } }, async (req) => registrationDetail(app.db.orm, req.params.id, req.locale));

  const MANAGE = { roles: CAN.manageRegistrations };
  const params = RegistrationIdParamsSchema;

  // Answers the whole registration, as react-admin keeps an update's answer as the record.
  r.patch('/api/admin/registrations/:id', { config: MANAGE, schema: { params, body: RegistrationContactSchema, response: { 200: CorrectedRegistrationAnswer } } }, async (req) => {
    await correctContact(app.db.orm, actorOf(req), req.params.id, req.body);
    return registrationDetail(app.db.orm, req.params.id, req.locale);
  });

  r.post('/api/admin/registrations/:id/move', { config: MANAGE, schema: { params, body: RegistrationMoveSchema, response: { 200: MovedRegistrationAnswer } } }, async (req) =>
    moveRegistration(app.db.orm, { payments: app.payments, company: app.config.company, publicUrl: app.config.publicUrl }, actorOf(req), req.params.id, req.body),
  );

  // What the move would settle, shown in the move dialog before staff confirm (only those who move ask).
  r.get('/api/admin/registrations/:id/move-quote', { config: MANAGE, schema: { params, querystring: MoveQuoteQuerySchema, response: { 200: MoveQuoteAnswer } } }, async (req) =>
    quoteStaffMove(app.db.orm, req.params.id, req.query.offeringId),
  );

  r.post('/api/admin/registrations/:id/resume-link', { config: MANAGE, schema: { params, response: { 200: MailQueuedAnswer } } }, async (req) =>
    sendResumeLinkFor(app.db.orm, actorOf(req), req.params.id, app.config.publicUrl),
  );

  r.post('/api/admin/registrations/:id/resend-confirmation', { config: MANAGE, schema: { params, response: { 200: MailQueuedAnswer } } }, async (req) =>
    resendConfirmation(app.db.orm, actorOf(req), req.params.id, { hosts: app.config.site, publicUrl: app.config.publicUrl }),
  );

  r.post('/api/admin/registrations/:id/cancel', { config: MANAGE, schema: { params, body: RegistrationCancelSchema, response: { 200: CancelledRegistrationAnswer } } }, async (req) =>
    cancelRegistration(app.db.orm, actorOf(req), req.params.id, req.body.reason, app.config.publicUrl),
  );

  r.post('/api/admin/registrations/:id/refund', { config: { roles: CAN.refund }, schema: { params, body: RefundBodySchema, response: { 200: RefundAnswer } } }, async (req) =>
    refundRegistration(app.db.orm, { payments: app.payments, company: app.config.company, publicUrl: app.config.publicUrl }, actorOf(req), req.params.id, req.body),
  );

  r.post('/api/admin/sessions/:id/refund-all', { config: { roles: CAN.refund }, schema: { params, response: { 200: SessionRefundAnswer } } }, async (req) =>
    refundCancelledSession(app.db.orm, { payments: app.payments, company: app.config.company, publicUrl: app.config.publicUrl }, actorOf(req), req.params.id, (err) => {
      // A payment provider's or the database's own words never reach the screen (they stay in the log).
      if (err instanceof AppError) return req.t(err.key, err.params);
      req.log.error({ err, offeringId: req.params.id }, 'refund of a cancelled session failed');
      return req.t('errors:generic');
    }),
  );
}
