import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers that are the same for many requests (a page's HTML, the schedule's JSON) sent compressed
 * when the browser accepts it (brotli, else gzip), each compressed once: the copies are kept beside
 * the object that identifies the answer (a page variant, a cached body) and go when it goes.
 */
const copiesOf = new WeakMap<object, { br: Buffer; gzip: Buffer }>();

export function sendCompressed(req: FastifyRequest, reply: FastifyReply, key: object, body: () => string | Buffer) {
  const accepted = req.headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (!encoding) return reply.send(body());
  let copies = copiesOf.get(key);
  if (!copies) {
    const content = body();
    copies = { br: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), gzip: gzipSync(content, { level: 9 }) };
    copiesOf.set(key, copies);
  }
  return reply.header('content-encoding', encoding).send(copies[encoding]);
}
