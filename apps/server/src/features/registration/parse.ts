import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Validation that depends on data (the offering decides the registration schema) cannot sit in
 * the route's static schema. These helpers fail the same way route validation does, so the one
 * error handler answers `{ errors, fields }` with the texts in the request's locale.
 */
function validationError(validation: unknown): Error {
  return Object.assign(new Error('validation failed'), { statusCode: 400, validation });
}

/** Takes the classic API's schemas and the domain's `zod/mini` ones alike (both are zod's core types). */
export function parseOrThrow<S extends z.core.$ZodType>(schema: S, data: unknown): z.output<S> {
  const validate = validatorCompiler({ schema, method: 'POST', url: '', httpPart: 'body' }) as (d: unknown) => { value?: unknown; error?: unknown[] };
  const result = validate(data);
  if (result.error) throw validationError(result.error);
  return result.value as z.output<S>;
}

/** A single field's error (e.g. a DSO code the database does not know), answered like a schema error. */
export function fieldError(path: string, messageKey: string): Error {
  return fieldErrors([{ path: [path], message: messageKey }]);
}

/** Several fields' errors at once, answered like a schema error. */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Error {
  const failing = z.unknown().superRefine((_v, ctx) => {
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), message: issue.message });
  });
  try {
    parseOrThrow(failing, null);
  } catch (err) {
    return err as Error;
  }
  return new Error('unreachable');
}
