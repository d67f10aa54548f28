/**
 * A failure the user can act on. `key` is a catalog key (namespace:key); the server translates it
 * into the request's locale, so services never hold user-visible text.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    /** A stable machine-readable code sent beside the text (`{ error, code }`) when the web app must react to this case. */
    readonly code?: string,
    /** The form field the refusal is about (`{ error, fields: { [field]: text } }`), so forms show it under that field. */
    readonly field?: string,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

/**
 * The `code` of the 403 a write gets when its XSRF header does not match its cookie: refused before
 * anything ran, so the web app may send it again with the cookie as it is now.
 */
export const CSRF_REFUSED = 'csrf';

export const notFound = (key = 'errors:notFound') => new AppError(404, key);
export const badRequest = (key: string, params?: Record<string, string | number>) =>
  new AppError(400, key, params);
export const conflict = (key: string, params?: Record<string, string | number>) =>
  new AppError(409, key, params);
