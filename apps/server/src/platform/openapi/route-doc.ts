import type { $ZodType } from 'zod/v4/core';
import type { SecurityRequirement } from './security';

/**
 * What a route's schema cannot say: its summary, its tag (the feature it belongs to) and a few
 * extras. Everything else in the document (parameters, bodies, answers, security, errors) is
 * generated from the route itself; the OpenAPI tests fail when a route has no entry here or an
 * entry names no route, so the two cannot drift apart.
 */
export interface RouteDoc {
  summary: string;
  description?: string;
  /** A request body that works as is (the tests parse it with the route's schema). */
  example?: unknown;
  /** For routes that opt out of the XSRF check and prove themselves another way. */
  security?: SecurityRequirement[];
  /** The body's domain schema when the service checks it (the route only checks it is an object). */
  body?: $ZodType;
}

export interface TagDocs {
  name: string;
  description: string;
  /** 'METHOD /path' as registered -> its summary, or its doc. */
  routes: Record<string, string | RouteDoc>;
}

export const routeKey = (method: string, url: string) => `${method} ${url}`;

export const docOf = (entry: string | RouteDoc): RouteDoc => (typeof entry === 'string' ? { summary: entry } : entry);
