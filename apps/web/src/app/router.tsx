import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { publicRoutes } from './routes';

/** Made on demand: the back office (/admin) runs its own router and never starts this one. */
export const createRouter = () => createBrowserRouter(publicRoutes());

/**
 * The router for a page the server rendered: the first page's lazy route modules are loaded
 * before the router is made (React Router's recipe for lazy routes with hydration), so the router
 * starts initialised with the server's loader data and runs no loader again, and the first render
 * is the server's markup.
 */
export async function createHydratingRouter(hydrationData: HydrationState) {
  const routes = publicRoutes();
  const lazy = (matchRoutes(routes, location) ?? []).filter((m) => m.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const module = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { hydrationData });
}
