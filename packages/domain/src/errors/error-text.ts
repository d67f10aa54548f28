/**
 * The spec's rule (section 8) for reading an error response: the `errors` field when it is a
 * list (joined with ", ") or a string, then the `error` field when a string, else the unknown text.
 */
export const UNKNOWN_ERROR_TEXT = 'Unknown error occurred';

export function readErrorText(body: unknown, unknownText: string = UNKNOWN_ERROR_TEXT): string {
  if (body && typeof body === 'object') {
    const { errors, error } = body as { errors?: unknown; error?: unknown };
    if (Array.isArray(errors) && errors.length > 0) return errors.map(String).join(', ');
    if (typeof errors === 'string' && errors) return errors;
    if (typeof error === 'string' && error) return error;
  }
  return unknownText;
}

/** The one error body shape every API route answers with. */
export type ErrorBody = { error: string } | { errors: string[] };
