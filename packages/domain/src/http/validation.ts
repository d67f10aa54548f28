import { z } from 'zod/mini';
import { MSG } from './messages';

/**
 * The schemas are zod's "mini" API (functions instead of methods), so the browser's bundles carry
 * only the checks a form uses (about 6 KB gzip against 25 KB for the classic API's). The rules and
 * their behaviour are the same; server-only schemas may keep the classic API. Pages show their
 * forms without any of it: the browser fetches a form's schema when the form is first checked.
 * The messages are in messages.ts (catalog keys), also exported here.
 */
export { MSG } from './messages';

export const requiredText = (max = 200) =>
  z.string({ error: MSG.required }).check(z.trim(), z.minLength(1, { error: MSG.required }), z.maxLength(max, { error: MSG.tooLong }));

export const optionalText = (max = 200) =>
  z._default(z.optional(z.string({ error: MSG.invalid }).check(z.trim(), z.maxLength(max, { error: MSG.tooLong }))), '');

/** Lower-cased, trimmed e-mail. */
export const emailField = () =>
  z.pipe(
    z.string({ error: MSG.required }).check(z.trim(), z.toLowerCase(), z.minLength(1, { error: MSG.required }), z.maxLength(254, { error: MSG.tooLong })),
    z.email({ error: MSG.email }),
  );

/** A filter left empty in a URL (`?city=`) means "any", not "invalid". */
export const emptyAsAbsent = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(z.transform((v: unknown): unknown => (v === '' || v === null ? undefined : v)), z.optional(schema));

/** An integer between min and max; anything else is invalid. */
export const intBetween = (min: number, max: number) =>
  z.int({ error: MSG.invalid }).check(z.minimum(min, { error: MSG.invalid }), z.maximum(max, { error: MSG.invalid }));

/** An instant in ISO 8601 with an offset (...Z or ...-04:00), or null / absent. */
export const instant = () => z.nullish(z.iso.datetime({ offset: true, error: MSG.invalid }));

/** 128-bit random identifiers in base64url are 22 characters. */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const publicId = () => z.string({ error: MSG.invalid }).check(z.regex(PUBLIC_ID_PATTERN, { error: 'errors:notFound' }));
