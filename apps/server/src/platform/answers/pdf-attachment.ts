import type { FastifyReply } from 'fastify';

/**
 * A person's PDF (a receipt, a certificate or letter, a CE transcript) as a download: never kept
 * by a shared cache, and its URL (which may carry a token, an id or an address) never sent on as
 * a referrer.
 */
export const sendPdfAttachment = (reply: FastifyReply, file: { pdf: Uint8Array; fileName: string }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .send(Buffer.from(file.pdf));
