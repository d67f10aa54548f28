import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@portal/domain/errors/app-error';
import { PAID_BROWSER_MINUTES } from '@portal/domain/my-registration/links';
import { CAN } from '@portal/domain/staff/roles';
import { fileAnswer } from '../../platform/answers/declare';
import { sendPdfAttachment as send } from '../../platform/answers/pdf-attachment';
import { registrationOfToken } from '../my-registration/links';
import { requestProvesPaid } from '../my-registration/paid-browser';
import { receiptPdf } from './service';

/** The same limit as a certificate's file: a PDF is drawn per request. */
export const RECEIPT_FILE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

const file = z.string().max(40).regex(/^[A-Z]{1,2}-\d{4}-\d{6,}\.pdf$/, { error: 'errors:notFound' });
const params = z.object({ id: z.string().max(64), file });

const numberOf = (name: string) => name.replace(/\.pdf$/, '');

/**
 * A receipt's or credit note's PDF. A registration's id is no proof (issue 50: staff, rosters,
 * exports and webhooks carry it, and receipt numbers follow each other), so the registrant reaches
 * theirs with a proof: the link's token of their own page, or, on the 'All set!' page, the
 * browser that just paid (its paid_registration cookie, sent to /api/confirmation/ only). Staff
 * who can read registrations reach any.
 */
export default async function receiptRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/my-registration/:token/receipts/:file',
    { config: { rateLimit: RECEIPT_FILE_RATE_LIMIT }, schema: { params: z.object({ token: z.string().max(64), file }), response: { 200: fileAnswer('application/pdf', 'The receipt or credit note, as a PDF attachment.') } } },
    async (req, reply) => send(reply, await receiptPdf(app.db.orm, await registrationOfToken(app.db.orm, req.params.token), numberOf(req.params.file))),
  );
  r.get('/api/confirmation/:id/receipts/:file', { config: { rateLimit: RECEIPT_FILE_RATE_LIMIT }, schema: { params, response: { 200: fileAnswer('application/pdf', 'The payment receipt, as a PDF attachment.') } } }, async (req, reply) => {
    if (!requestProvesPaid(req, app.config.secret, req.params.id)) throw new AppError(403, 'completion:errors.otherBrowser', { minutes: PAID_BROWSER_MINUTES });
    return send(reply, await receiptPdf(app.db.orm, req.params.id, numberOf(req.params.file)));
  });
  r.get('/api/admin/registrations/:id/receipts/:file', { config: { roles: CAN.readRegistrations }, schema: { params, response: { 200: fileAnswer('application/pdf', 'The receipt or credit note, as a PDF attachment.') } } }, async (req, reply) =>
    send(reply, await receiptPdf(app.db.orm, req.params.id, numberOf(req.params.file))),
  );
}
