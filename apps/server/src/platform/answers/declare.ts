import { z } from 'zod';

/**
 * What a route declares about each answer it gives, beside its request schemas:
 * `schema: { response: { 200: thing, 404: ... } }`. Success answers (2xx, 3xx) are declared by
 * every API route; refusals share the one error shape (platform/openapi/error-responses.ts).
 * The OpenAPI document is generated from these declarations, and in development and tests every
 * answer is checked against them (answer-check.ts), so the document cannot say one thing while
 * the route does another.
 *
 * JSON answers are zod schemas of what goes on the wire: `z.date()` is written as an ISO string
 * (the document says `string`, `date-time`), objects list every key they send (the document says
 * no other key comes), optional keys are `.optional()`, nullable ones `.nullable()`.
 */

/** A file answer (PDF, CSV, ZIP, image, calendar): its media type and what it is. */
export function fileAnswer(mediaType: string | readonly string[], description: string) {
  const types = typeof mediaType === 'string' ? [mediaType] : mediaType;
  return z.unknown().meta({
    description,
    content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  });
}

/**
 * An answer without a body (204). The document needs `null` (no content); the route sends nothing
 * (`reply.code(204).send()`), so its payload is typed as absent (the type provider types a reply
 * by the schema's output type).
 */
export const noContent = (description: string) => z.null().describe(description) as unknown as z.ZodType<undefined>;

/** A redirect (301, 302, 303): the Location header says where. */
export const redirectAnswer = (description: string) => z.null().describe(description);
