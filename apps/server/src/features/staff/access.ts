import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@portal/domain/errors/app-error';
import type { StaffRole } from '@portal/domain/staff/roles';
import type { Actor } from './audit';
import { SESSION_COOKIE, touchSession, type SignedInStaff } from './sessions';

/**
 * The one hook that guards the back office. Every route under /api/admin/ declares who may call
 * it: `config: { roles: [...] }`, or `roles: 'public'` for the few that work before sign-in
 * (log-in, set-up). A route that declares nothing is refused for everyone (fail closed), so a
 * forgotten declaration cannot open a route.
 */
export type RouteRoles = readonly StaffRole[] | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    roles?: RouteRoles;
  }
  interface FastifyRequest {
    staff: SignedInStaff | null;
  }
}

export const ADMIN_PREFIX = '/api/admin/';
export const isAdminRoute = (url: string | undefined) => url !== undefined && url.startsWith(ADMIN_PREFIX);

export default fp(async function staffAccess(app: FastifyInstance) {
  app.decorateRequest('staff', null);
  // Only admin routes get the hook: the public routes pay nothing for it.
  app.addHook('onRoute', (route) => {
    if (!isAdminRoute(route.url)) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), guard];
  });
  async function guard(req: FastifyRequest) {
    const roles = req.routeOptions.config?.roles;
    if (roles === 'public') return;
    if (!Array.isArray(roles)) {
      req.log.error({ route: req.routeOptions.url }, 'admin route without declared roles refused');
      throw new AppError(403, 'errors:notPermitted');
    }
    const token = req.cookies[SESSION_COOKIE];
    const staff = token ? await touchSession(app.db.orm, token) : null;
    if (!staff) throw new AppError(401, 'admin:auth.signInRequired', {}, 'signInRequired');
    if (!roles.includes(staff.role)) throw roleRequired(req, roles);
    req.staff = staff;
  }
}, { name: 'staff-access', dependencies: ['@fastify/cookie', 'csrf'] });

/**
 * The refusal of a signed-in person whose role does not allow the action: it says so and names
 * the roles that do, in the request's language ('the Administrator or Operations role'). Not
 * 'errors:forbidden', which is the XSRF refusal's 'your session has expired, reload the page'.
 */
export function roleRequired(req: FastifyRequest, allowed: readonly StaffRole[]): AppError {
  const names = allowed.map((role) => req.t(`admin:roles.${role}`));
  const roles = new Intl.ListFormat(req.locale, { type: 'disjunction' }).format(names);
  return new AppError(403, 'errors:roleRequired', { roles });
}

/** The signed-in staff member as the author of a change (routes with roles only). */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.staff) throw new AppError(401, 'admin:auth.signInRequired', {}, 'signInRequired');
  return { id: req.staff.id, label: req.staff.email, requestId: req.id };
}
