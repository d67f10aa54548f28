import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * PostgreSQL cannot store U+0000 in text: a NUL byte that reached a query was a 500. Every
 * route's input (path parameters, query string, JSON body, object keys included) is checked once
 * here, before any route schema, and refused with the validation error shape, naming the field.
 */
export function rejectNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const path = findNul(req.params, '') ?? findNul(req.query, '') ?? findNul(req.body, '');
    if (path === undefined) return done();
    const text = req.t('errors:validation.forbiddenCharacter');
    reply.code(400).send({ errors: [text], fields: { [path || '_']: text } });
  });
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
