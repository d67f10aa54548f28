import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@portal/domain/errors/app-error';
import { fileAnswer } from '../../platform/answers/declare';
import { ticketDocument } from './documents';
import { ticketQrPng, ticketQrSvg } from './qr';
import { renderTicket } from './ticket-pdf';

const FILES = ['qr.svg', 'qr.png', 'ticket.pdf'];
const params = z.object({ token: z.string().max(64), file: z.string().max(20) });

/**
 * A door ticket's QR code (SVG, PNG) and its one-page PDF, public: the 128-bit token in the path
 * is the capability, as the registration id is for the completion page. A voided ticket answers
 * 404, so an old printout cannot be fetched again. Never cached by shared caches.
 */
export default async function ticketRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ticketFile = fileAnswer(['image/svg+xml', 'image/png', 'application/pdf'], 'The ticket\'s QR code (qr.svg, qr.png) or its one-page PDF (ticket.pdf).');
  r.get('/api/tickets/:token/:file', { schema: { params, response: { 200: ticketFile } } }, async (req, reply) => {
    // An unknown file name is a missing page like an unknown token: 404, not a validation error.
    const ticket = FILES.includes(req.params.file) ? await ticketDocument(app.db.orm, req.params.token) : undefined;
    if (!ticket) throw new AppError(404, 'errors:notFound');
    reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
    if (req.params.file === 'qr.svg') return reply.type('image/svg+xml').send(await ticketQrSvg(ticket.token));
    if (req.params.file === 'qr.png') return reply.type('image/png').send(await ticketQrPng(ticket.token));
    return reply
      .type('application/pdf')
      .header('content-disposition', 'inline; filename="ticket.pdf"')
      .send(Buffer.from(await renderTicket(ticket)));
  });
}
