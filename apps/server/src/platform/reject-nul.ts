import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { isWriteRoute, prependRouteHook } from './write-routes';

/**
 * PostgreSQL cannot store U+0000 in text: a NUL byte that reached a query was a 500. Every
 * route's input (path parameters, query string, JSON body, object keys included) is checked once,
 * before any route schema, and refused with the validation error shape, naming the field.
 *
 * In the URL a NUL can only arrive percent-encoded (Node refuses a raw one), so the path and query
 * are walked only when the URL holds `%00`; bodies are checked only on routes that take one. A
 * check of every request's parameters and query in a hook of its own was 9 % of a cached public
 * read (`npm run bench:api-layers`).
 */
export function rejectNulCharacters(app: FastifyInstance) {
  app.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!req.url.includes('%00') && !req.url.includes('\u0000')) return done();
    refuse(req, reply, findNul(req.params, '') ?? findNul(req.query, ''), done);
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    if (isWriteRoute(route)) prependRouteHook(route, 'preValidation', (req, reply, done) => refuse(req, reply, findNul(req.body, ''), done));
  });
}

function refuse(req: FastifyRequest, reply: FastifyReply, path: string | undefined, done: () => void) {
  if (path === undefined) return done();
  const text = req.t('errors:validation.forbiddenCharacter');
  reply.code(400).send({ errors: [text], fields: { [path || '_']: text } });
}

const MAX_DEPTH = 64;

/** The dotted path of the first string (or key) holding a NUL character, or undefined. */
export function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return path || '_';
    const found = findNul(child, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
