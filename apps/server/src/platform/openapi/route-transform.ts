import type { SwaggerTransform } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ADMIN_TAGS } from './admin-docs';
import { OPENAPI_PATH, isDocsUrl } from './paths';
import { PUBLIC_TAGS } from './public-docs';
import { docOf, routeKey, type RouteDoc } from './route-doc';
import { rolesOf, securityOf } from './security';

export const ALL_TAGS = [...PUBLIC_TAGS, ...ADMIN_TAGS];

/** Every documented route's tag and doc, by 'METHOD /path/{param}'. */
export const ROUTE_DOCS = new Map<string, { tag: string; doc: RouteDoc }>(
  ALL_TAGS.flatMap((tag) => Object.entries(tag.routes).map(([key, entry]) => [key, { tag: tag.name, doc: docOf(entry) }] as const)),
);

/** The path as the document writes it: `:id` -> `{id}`, a wildcard -> `{*}` (as @fastify/swagger does). */
export const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace('*', '{*}');

export const docKey = (route: Pick<RouteOptions, 'method' | 'url'>) => routeKey([route.method].flat()[0], documentPath(route.url));

/**
 * Only the API is documented. Pages, static and SCORM files, /healthz and the development fixtures
 * (/api/dev/*, never registered in production) are not API; the document and its page are its frame.
 */
export function isApiRoute(url: string): boolean {
  if (!url.startsWith('/api/') || url.startsWith('/api/dev/')) return false;
  return url !== OPENAPI_PATH && !isDocsUrl(url);
}

const operationId = (route: Pick<RouteOptions, 'method' | 'url'>) =>
  `${[route.method].flat()[0].toLowerCase()}_${route.url.replace(/^\/api\//, '').replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '')}`;

const titleCase = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

/**
 * The per-route pass: fastify-type-provider-zod turns the route's zod schemas into JSON Schema
 * 2020-12, then the route's summary, tag, security (from the hooks' rules), roles and example
 * are added. Hidden routes are left out of the document.
 */
export const routeTransform: SwaggerTransform = (input) => {
  const route = input.route as RouteOptions;
  if (!isApiRoute(input.url)) return { schema: { hide: true }, url: input.url };
  const entry = ROUTE_DOCS.get(docKey(route));
  const doc = entry?.doc;
  const source = { ...(route.schema ?? {}), ...(doc?.body ? { body: doc.body } : {}) };
  const generated = jsonSchemaTransform({ ...input, schema: source } as Parameters<typeof jsonSchemaTransform>[0]);
  const schema: Record<string, unknown> = { ...(generated.schema as Record<string, unknown>) };
  if (schema.hide) return { schema, url: input.url };

  schema.operationId = operationId(route);
  if (entry) {
    schema.summary = entry.doc.summary;
    schema.tags = [entry.tag];
  }
  const roles = rolesOf(route);
  const notes = [doc?.description, roles ? `Roles: ${roles.map(titleCase).join(', ')}.` : undefined].filter(Boolean);
  if (notes.length) schema.description = notes.join('\n\n');
  schema.security = doc?.security ?? securityOf(route);
  if (doc?.example !== undefined && schema.body) schema.body = { ...(schema.body as object), examples: [doc.example] };
  return { schema, url: input.url };
};
