import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAN } from '@portal/domain/staff/roles';
import { fileAnswer } from '../../platform/answers/declare';
import { receiptPdf } from './service';

/** The same limit as a certificate's file: a PDF is drawn per request. */
export const RECEIPT_FILE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

const params = z.object({
  id: z.string().max(64),
  file: z.string().max(40).regex(/^[A-Z]{1,2}-\d{4}-\d{6,}\.pdf$/, { error: 'errors:notFound' }),
});

const send = (reply: FastifyReply, r: { pdf: Uint8Array; fileName: string }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${r.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(r.pdf));

/**
 * A receipt's PDF: for the registrant from the completion page (the registration's id is the
 * capability, as for the completion page itself), and for staff who can read registrations.
 */
export default async function receiptRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/receipts/:id/:file', { config: { rateLimit: RECEIPT_FILE_RATE_LIMIT }, schema: { params, response: { 200: fileAnswer('application/pdf', 'The receipt, as a PDF attachment.') } } }, async (req, reply) =>
    send(reply, await receiptPdf(app.db.orm, req.params.id, req.params.file.replace(/\.pdf$/, ''))),
  );
  r.get('/api/admin/registrations/:id/receipts/:file', { config: { roles: CAN.readRegistrations }, schema: { params, response: { 200: fileAnswer('application/pdf', 'The receipt or credit note, as a PDF attachment.') } } }, async (req, reply) =>
    send(reply, await receiptPdf(app.db.orm, req.params.id, req.params.file.replace(/\.pdf$/, ''))),
  );
}
