/**
 * Validation messages: catalog keys (namespace "errors") that the server translates in the
 * request's locale and the web app with the same catalogs. No zod here, so a page can name a
 * message (the schedule's filters do) without fetching the validation library.
 */
export const MSG = {
  required: 'errors:validation.required',
  invalid: 'errors:validation.invalid',
  email: 'errors:validation.email',
  tooLong: 'errors:validation.tooLong',
} as const;
