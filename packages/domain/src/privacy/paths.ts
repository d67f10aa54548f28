/** The privacy policy page (server-rendered, in the provider section like the terms). */
export const PRIVACY_PATH = '/provider/privacy';

/** Where tracking decisions are recorded (kept apart from the schemas: the public pages' entry chunk carries no zod). */
export const CONSENTS_API = '/api/consents';

/** The public form for access, correction and erasure requests (linked from the privacy page). */
export const PRIVACY_REQUEST_PATH = '/provider/privacy/request';
/** The page the confirmation link in the request's mail opens: `?token=...`. */
export const PRIVACY_REQUEST_CONFIRM_PATH = '/provider/privacy/request/confirm';
export const PRIVACY_REQUESTS_API = '/api/privacy-requests';
export const PRIVACY_REQUEST_CONFIRM_API = '/api/privacy-requests/confirm';
export const ADMIN_PRIVACY_REQUESTS_API = '/api/admin/privacy-requests';
export const ADMIN_RETENTION_API = '/api/admin/retention';
