import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { TestApp } from './test-app';

/**
 * The OpenAPI document as an integrator reads it (GET /api/openapi.json), and checks of answers
 * against it with a JSON Schema 2020-12 validator (Ajv, the one the OpenAPI validator uses).
 */
export interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: object }[];
  requestBody?: { content: Record<string, { schema: object; example?: unknown }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: object }> }>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object>; responses: Record<string, { content?: Record<string, { schema: object }> }>; securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
  webhooks?: Record<string, { post: Operation }>;
  tags?: { name: string }[];
}

export async function fetchDocument(t: TestApp): Promise<OpenApiDocument> {
  const res = await t.call({ url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json: ${res.statusCode} ${res.body}`);
  return res.json() as OpenApiDocument;
}

/** The OpenAPI 3.1 schema's verdict on a document: valid, or the errors. */
export async function validateDocument(document: unknown) {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(document) as Record<string, unknown>);
  // Every $ref must point at something: resolving them throws on one that does not.
  if (result.valid) validator.resolveRefs();
  return { valid: result.valid, errors: result.errors, version: validator.version };
}

/** The documented operation, or a failure that names what is missing. */
export function operation(document: OpenApiDocument, path: string, method: string): Operation {
  const op = document.paths[path]?.[method.toLowerCase()];
  if (!op) throw new Error(`${method} ${path} is not in the document`);
  return op;
}

/**
 * The schema an answer of this status must match, as the document says: the exact status, else
 * its range (4XX), following a reference to components/responses.
 */
export function documentedSchema(document: OpenApiDocument, op: Operation, status: number, mediaType = 'application/json'): object {
  const entry = op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`];
  if (!entry) throw new Error(`status ${status} is not documented (documented: ${Object.keys(op.responses).join(', ')})`);
  const response = entry.$ref ? document.components.responses[entry.$ref.split('/').pop()!] : entry;
  const schema = response?.content?.[mediaType]?.schema;
  if (!schema) throw new Error(`status ${status} has no documented ${mediaType} body`);
  return schema;
}

/** A validator of bodies against the document's schemas (its components resolve as in the document). */
export function bodyChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi', components: document.components }, 'openapi');
  return (schema: object, body: unknown): string[] => {
    const rebased = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as object;
    const validate = ajv.compile(rebased);
    return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
  };
}
