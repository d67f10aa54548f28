/**
 * Resuming a registration by e-mail: the page, the link's lifetime and the look-up limits.
 * Free of zod so that the site's route list and the resume dialog stay light.
 */

/** The page an e-mailed resume link opens (?token=…). */
export const RESUME_PATH = '/registration/resume';

/** A resume link works once and for this long (minutes). */
export const RESUME_TOKEN_TTL_MINUTES = 30;

/** Per e-mail address: at most this many links in RESUME_EMAIL_WINDOW_MINUTES, so nobody floods a mailbox. */
export const RESUME_EMAIL_MAX_LINKS = 3;
export const RESUME_EMAIL_WINDOW_MINUTES = 15;

/** Per client address, per minute: look-ups by e-mail. */
export const RESUME_LOOKUPS_PER_MINUTE = 5;

/** 128-bit random tokens in base64url are 22 characters. */
export const RESUME_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
