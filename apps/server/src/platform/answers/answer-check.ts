import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { documentPath, isApiRoute } from '../openapi/route-transform';

interface Response { $ref?: string; content?: Record<string, { schema?: object }> }
interface Document { paths?: Record<string, Record<string, { responses?: Record<string, Response> }>>; components?: object }

declare module 'fastify' {
  interface FastifyInstance {
    /** Development and tests: every answer that did not match its route's declaration (answer-check.ts). */
    answerMismatches: string[];
  }
}

/** An answer that does not match what its route declares: answered 500 in development and tests. */
export class AnswerMismatch extends Error {}

const baseType = (contentType: unknown) => String(contentType ?? '').split(';')[0].trim().toLowerCase();
const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');

/**
 * Checks every API answer against the OpenAPI document (development and tests; production skips
 * it: see `bench:api`): the status must be one the route declares (refusals: the one error shape),
 * a JSON body must match the documented schema exactly (objects send no undeclared key: zod's
 * output schemas forbid additional properties), a file its declared media type. The JSON is
 * checked as sent, against the document an integrator reads, with the validator the document's
 * tests use (Ajv, JSON Schema 2020-12). A mismatch is logged, kept in `app.answerMismatches` for the
 * tests that walk every route, and answered 500, so it cannot go unnoticed.
 */
export const answerCheck = fp(async function answerCheck(app: FastifyInstance) {
  app.decorate('answerMismatches', [] as string[]);
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  const validators = new Map<string, ValidateFunction>();
  let document: Document | undefined;

  const validator = (key: string, schema: object) => {
    let v = validators.get(key);
    if (!v) {
      document ??= app.swagger() as Document;
      v = ajv.compile({ ...schema, components: document.components });
      validators.set(key, v);
    }
    return v;
  };

  function mismatch(req: FastifyRequest, reply: FastifyReply, payload: unknown): string | undefined {
    const url = req.routeOptions.url;
    if (req.method === 'HEAD' || !url || !isApiRoute(url)) return undefined;
    document ??= app.swagger() as Document;
    const path = documentPath(url);
    const op = document.paths?.[path]?.[req.method.toLowerCase()];
    if (!op) return undefined;
    const status = reply.statusCode;
    const type = baseType(reply.getHeader('content-type'));
    const where = `${req.method} ${path} answered ${status}`;
    const files = Object.values(op.responses ?? {}).some((r) => Object.keys(r.content ?? {}).some((t) => !isJson(t)));
    if (status >= 400) {
      if (!isJson(type)) return files ? undefined : `${where} as ${type || 'no content type'}, not the error shape`;
      return checkJson(`error`, (document.components as { schemas: Record<string, object> }).schemas.Error, payload, where);
    }
    const declared = op.responses?.[String(status)];
    if (!declared || declared.$ref) return `${where}, a status it does not declare (${Object.keys(op.responses ?? {}).filter((s) => /^[23]/.test(s)).join(', ')})`;
    const content = declared.content ?? {};
    const media = Object.keys(content);
    if (media.length === 0) return payload === undefined || payload === null || payload === '' ? undefined : `${where} with a body, declared without one`;
    if (!media.includes(type)) return `${where} as ${type || 'no content type'}, declared ${media.join(' or ')}`;
    if (!isJson(type)) return undefined;
    return checkJson(`${req.method} ${path} ${status}`, content[type].schema ?? {}, payload, where);
  }

  function checkJson(key: string, schema: object, payload: unknown, where: string): string | undefined {
    if (typeof payload !== 'string') return undefined; // a stream: checked by the route's own tests
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return `${where} with a body that is not JSON`;
    }
    const v = validator(key, schema);
    if (v(body)) return undefined;
    const first = v.errors?.[0];
    return `${where}: ${first?.instancePath || '(body)'} ${first?.message ?? 'does not match'}${first?.params && 'additionalProperty' in first.params ? ` (${String(first.params.additionalProperty)})` : ''}`;
  }

  // The 500 that replaces a mismatched answer is Fastify's own (the error came from onSend): not checked again.
  const replaced = new WeakSet<FastifyRequest>();
  app.addHook('onSend', async (req, reply, payload) => {
    if (replaced.has(req)) return payload;
    const problem = mismatch(req, reply, payload);
    if (!problem) return payload;
    replaced.add(req);
    app.answerMismatches.push(problem);
    req.log.error({ problem }, 'answer does not match its declaration');
    throw new AnswerMismatch(problem);
  });
}, { name: 'answer-check', dependencies: ['openapi-collector'] });
