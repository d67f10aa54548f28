/** Where the OpenAPI document and its reference page are served (when the docs are on). */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** The reference page and its files: /api/docs, /api/docs/..., /api/docs?... */
export const isDocsUrl = (url: string) =>
  url.startsWith(DOCS_PREFIX) && (url.length === DOCS_PREFIX.length || url[DOCS_PREFIX.length] === '/' || url[DOCS_PREFIX.length] === '?');
