import type { RouteOptions } from 'fastify';
import { isAdminRoute } from '../../features/staff/access';
import { API_TOKEN_PREFIX } from '../../features/staff/api-tokens';
import { SESSION_COOKIE } from '../../features/staff/sessions';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_PATH } from '../security/csrf';

/**
 * How callers prove who they are, as the hooks check it: the back office's session cookie
 * (features/staff/access.ts), the double-submit XSRF pair every browser write carries
 * (platform/security/csrf.ts), and a person's API token for automation (features/staff/api-tokens.ts).
 */
export const SECURITY_SCHEMES = {
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The back office session, set by POST /api/admin/auth/login then POST /api/admin/auth/code (second factor). It acts with the staff member\'s role.',
  },
  xsrfCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: CSRF_COOKIE,
    description: `A signed token handed out by any API answer (GET ${CSRF_PATH} returns it in its body too).`,
  },
  xsrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description: `Every write from a browser echoes the ${CSRF_COOKIE} cookie in this header; a mismatch is refused with 403 and code "csrf".`,
  },
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: `${API_TOKEN_PREFIX}…`,
    description: 'A personal API token created in the back office (Profile > API tokens), shown once. It acts as its owner, with the owner\'s current role.',
  },
} as const;

export type SchemeName = keyof typeof SECURITY_SCHEMES;
export type SecurityRequirement = Partial<Record<SchemeName, string[]>>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const XSRF: SecurityRequirement = { xsrfCookie: [], xsrfHeader: [] };

/**
 * The requirement the hooks enforce on this route: admin routes with roles need the session (and
 * the XSRF pair to write), public writes need the XSRF pair, reads need nothing. Routes that opt
 * out of CSRF (`config.csrf: false`) prove themselves another way and say how in their docs.
 */
export function securityOf(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): SecurityRequirement[] {
  const methods = [route.method].flat();
  const write = methods.some((m) => !SAFE_METHODS.has(m));
  const roles = route.config?.roles;
  if (isAdminRoute(route.url) && Array.isArray(roles)) return [write ? { staffSession: [], ...XSRF } : { staffSession: [] }];
  if (route.config?.csrf === false || !write) return [];
  return [XSRF];
}

/** The roles a back-office route admits, for its description. */
export function rolesOf(route: Pick<RouteOptions, 'config'>): readonly string[] | null {
  const roles = route.config?.roles;
  return Array.isArray(roles) ? roles : null;
}
