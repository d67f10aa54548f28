import { z } from 'zod';

/**
 * Validation messages are catalog keys (namespace "errors"): the server translates them in the
 * request's locale and the web app with the same catalogs.
 */
export const MSG = {
  required: 'errors:validation.required',
  invalid: 'errors:validation.invalid',
  email: 'errors:validation.email',
  tooLong: 'errors:validation.tooLong',
} as const;

export const requiredText = (max = 200) =>
  z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(max, { error: MSG.tooLong });

export const optionalText = (max = 200) =>
  z.string({ error: MSG.invalid }).trim().max(max, { error: MSG.tooLong }).optional().default('');

/** Lower-cased, trimmed e-mail. */
export const emailField = () =>
  z.string({ error: MSG.required }).trim().toLowerCase().min(1, { error: MSG.required }).max(254, { error: MSG.tooLong }).pipe(z.email({ error: MSG.email }));

/** 128-bit random identifiers in base64url are 22 characters. */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const publicId = () => z.string({ error: MSG.invalid }).regex(PUBLIC_ID_PATTERN, { error: 'errors:notFound' });
