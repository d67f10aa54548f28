/** Pages of the certificates feature (kept apart from the schemas so that path lists stay light). */
export const CERTIFICATE_PATH = '/certificate';
export const VERIFY_PATH_PREFIX = '/verify/';
export const VERIFY_PATH_PATTERN = /^\/verify\/[0-9A-Za-z-]{16,19}$/;
export const verifyPath = (code: string) => `${VERIFY_PATH_PREFIX}${encodeURIComponent(code)}`;
