import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';
import { NotFoundPage } from './not-found-page';

/**
 * Every page is a lazy route, so each screen's code loads when it is first visited.
 * - `staticPages`: pages without API data.
 * - `dataPages`: pages that use the API (TanStack Query); they sit under the lazy DataLayout.
 * Features add their routes here; the server's list of known paths
 * (packages/domain/src/site/routes.ts) must name them too.
 */
const page = (load: () => Promise<{ [name: string]: React.ComponentType }>, name: string) => () =>
  load().then((m) => ({ Component: m[name] }));

const staticPages: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/home/routes/home-page'), 'HomePage') },
];

/** The funnel's steps after information, rendered inside FunnelLayout at /registration/:id/<step>. */
const funnelSteps: RouteObject[] = [];

const dataPages: RouteObject[] = [
  { path: 'registration/:id', lazy: page(() => import('../components/funnel/funnel-layout'), 'FunnelLayout'), children: funnelSteps },
];

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...staticPages,
          { lazy: page(() => import('./data-layout'), 'DataLayout'), children: dataPages },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
