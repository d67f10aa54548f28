import { z } from 'zod';

/**
 * The one error shape (platform/errors.ts), declared once as a component and referenced by every
 * operation's 4xx and 5xx answers. A refusal is `{ error }`, with `code` when the caller must react
 * to that case and `fields` when it is about one field; a validation failure is `{ errors, fields }`.
 * The text is the catalog's, in the request's locale.
 */
const fields = z.record(z.string(), z.string()).describe('Field path (dots between levels) -> the text to show beside that field.');

export const ErrorBodySchema = z.union([
  z.object({
    error: z.string().describe('What went wrong, in the request\'s locale.'),
    code: z.string().optional().describe('A stable machine-readable code for the cases a client reacts to (e.g. "csrf", "signInRequired").'),
    fields: fields.optional(),
    reference: z.string().optional().describe('On a 500: a reference to quote to support (the trace or request id in the logs).'),
  }),
  z.object({
    errors: z.array(z.string()).describe('Every distinct problem, in the request\'s locale.'),
    fields,
  }),
]).describe('The one error shape: read `errors` (joined with ", ") when present, else `error`.');

const ERROR_REF = '#/components/schemas/Error';

const response = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: ERROR_REF } } } });

export const ERROR_RESPONSES = {
  BadRequest: response('The input does not match the schema (`errors` and `fields`), or the request was refused as given.'),
  Unauthorized: response('Not signed in, or the session or API token is not valid (code "signInRequired" for the back office).'),
  Forbidden: response('The role does not allow it, or the XSRF header does not match its cookie (code "csrf": fetch a token and send again).'),
  NotFound: response('No such resource (or not one this caller may see).'),
  TooManyRequests: response('Too many requests from this address; try again in a minute.'),
  ClientError: response('Any other refusal (conflict, payload too large, unsupported media type).'),
  ServerError: response('The server could not answer (503 with Retry-After when it is very busy); nothing internal is disclosed.'),
} as const;

type ResponseName = keyof typeof ERROR_RESPONSES;
const ref = (name: ResponseName) => ({ $ref: `#/components/responses/${name}` });

interface Operation {
  parameters?: { in: string }[];
  requestBody?: unknown;
  security?: Record<string, unknown>[];
  responses?: Record<string, unknown>;
}

/** Adds the error answers an operation can give, from what it takes and how it is secured. */
export function addErrorResponses(op: Operation) {
  const responses = (op.responses ??= {});
  const add = (status: string, name: ResponseName) => { responses[status] ??= ref(name); };
  if (op.requestBody || op.parameters?.length) add('400', 'BadRequest');
  const secured = op.security?.some((req) => Object.keys(req).length > 0) ?? false;
  if (op.security?.some((req) => 'staffSession' in req || 'apiToken' in req)) add('401', 'Unauthorized');
  if (secured) add('403', 'Forbidden');
  if (op.parameters?.some((p) => p.in === 'path')) add('404', 'NotFound');
  add('429', 'TooManyRequests');
  add('4XX', 'ClientError');
  add('5XX', 'ServerError');
}

/** The components every reference above points to. */
export function errorComponents() {
  const { $schema: _, ...schema } = z.toJSONSchema(ErrorBodySchema, { target: 'draft-2020-12' }) as Record<string, unknown>;
  return { schemas: { Error: schema }, responses: ERROR_RESPONSES };
}
