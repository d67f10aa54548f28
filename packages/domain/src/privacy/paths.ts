/** The privacy policy page (server-rendered, in the provider section like the terms). */
export const PRIVACY_PATH = '/provider/privacy';

/** Where tracking decisions are recorded (kept apart from the schemas: the public pages' entry chunk carries no zod). */
export const CONSENTS_API = '/api/consents';
