import type { RouteOptions } from 'fastify';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a route takes a body and may change data (not GET, HEAD or OPTIONS). Work that only such
 * requests need is added to those routes (in an `onRoute` hook) instead of a hook every request
 * runs: each hook a cached public read passes through costs it a few percent
 * (`npm run bench:api-layers`).
 */
export const isWriteRoute = (route: RouteOptions) => [route.method].flat().some((m) => WRITE_METHODS.has(m));

type HookOf<K extends 'preValidation' | 'onSend'> = Extract<NonNullable<RouteOptions[K]>, (...args: never[]) => unknown>;

/** Runs `hook` first among the route's own hooks of that kind. */
export function prependRouteHook<K extends 'preValidation' | 'onSend'>(route: RouteOptions, kind: K, hook: HookOf<K>) {
  const own = route[kind] ? [route[kind]].flat() : [];
  Object.assign(route, { [kind]: [hook, ...own] });
}
