import { text } from 'node:stream/consumers';
import { QueryClientProvider } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Locale } from '@portal/domain/locale/locales';
import type { SiteConfig } from './lib/site-config';
import { provideSiteConfig } from './lib/site-config';
import { setTransport } from './lib/api-client';
import { provideServerConsent } from './lib/consent';
import { createQueryClient, handOver } from './lib/query-client';
import type { PageHandle } from './app/page-handle';
import type { SsrState } from './app/ssr-state';
import { publicRoutes, type PublicRoute } from './app/routes';
import { PageHeadContext, type PageHead } from './components/page-title';
import { oneAtATime } from './ssr/render-lock';
import { initServerI18n, startRender } from './ssr/server-i18n';

/**
 * The server's render of a public page (built by `vite build --ssr` into dist-ssr/, loaded by
 * apps/server/src/platform/web.ts): the browser's own route tree, components, texts and reads,
 * rendered to HTML that the browser then hydrates (main.tsx). Styles are vanilla-extract's static
 * CSS: the server inlines the matched modules' sheets (`styleModules`), and nothing is collected
 * while rendering.
 */

export interface RenderedPage {
  /** The locale it was rendered in: the visitor's choice, or a registration's own (funnel steps). */
  locale: Locale;
  /** Markup for <div id="root">. */
  html: string;
  head: PageHead;
  state: SsrState;
  /** False when the page reads data that changes per request (the schedule's seats, a registration): do not cache it. */
  cacheable: boolean;
  /** The matched routes' modules (`source`, routes.tsx): the server inlines their CSS from the build manifest. */
  styleModules: string[];
}

/** A guard's answer (a funnel step not reached, a campaign page for another status): the server redirects. */
export interface RedirectedPage {
  redirect: string;
  status: number;
}

export interface ServerSetup {
  siteConfig: Partial<SiteConfig>;
  /** Answers the app's API requests in-process (the server's inject). */
  api: (path: string, init: RequestInit) => Promise<Response>;
}

/** A render that takes longer is abandoned (the server then sends the plain page). */
const RENDER_TIMEOUT_MS = 5000;

const handler = createStaticHandler(publicRoutes());

export async function setUp(setup: ServerSetup): Promise<void> {
  provideSiteConfig(setup.siteConfig);
  setTransport(setup.api);
  await initServerI18n();
}

/**
 * Renders one URL (path and query) in one locale, with or without the consent banner (the
 * visitor has chosen or not: the server read their consent cookie). A route's guard that answers
 * with a redirect (a funnel step not reached yet) comes back as `RedirectedPage`, for the server to
 * send. Undefined when a loader failed: the server then sends the plain page and the browser does
 * the rest. A page of one registration (`handle.registration`) is in that registration's locale
 * unless the visitor chose one (`visitor.localeChosen`: the `locale` parameter or cookie).
 */
export function render(url: string, visitorLocale: Locale, visitor: { consentDecided?: boolean; localeChosen?: boolean } = {}): Promise<RenderedPage | RedirectedPage | undefined> {
  return oneAtATime(async () => {
    // Renders run one at a time, so the visitor's consent state holds for this render only.
    provideServerConsent(visitor.consentDecided ?? false);
    let locale = visitorLocale;
    let usedNamespaces = await startRender(locale);
    const request = new Request(new URL(url, 'http://localhost'));
    const context = await handler.query(request);
    if (context instanceof Response) {
      const location = context.headers.get('Location');
      return context.status >= 300 && context.status < 400 && location ? { redirect: location, status: context.status } : undefined;
    }
    if (context.errors) return undefined;

    const handles = context.matches.map((m) => m.route.handle as PageHandle | undefined);
    const owner = context.matches.find((m) => (m.route.handle as PageHandle | undefined)?.registration);
    const registration = owner && (owner.route.handle as PageHandle).registration!(context.loaderData[owner.route.id]);
    if (registration && !visitor.localeChosen && registration.locale !== locale) {
      locale = registration.locale;
      usedNamespaces = await startRender(locale);
    }

    const queryClient = createQueryClient();
    await Promise.all(handles.map((h) => h?.prefetch?.(queryClient, new URL(request.url), locale, registration)));

    const head: PageHead = {};
    const router = createStaticRouter(handler.dataRoutes, context);
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <PageHeadContext.Provider value={head}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </PageHeadContext.Provider>,
      {
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
        // Every boundary inline, however large: React would otherwise send a big one after its
        // fallback, put in place by an inline script, which the CSP refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (err) => void errors.push(err),
      },
    );
    const html = await text(prelude);
    // A part that failed would be rendered by the browser alone: a mismatch, not a page to send.
    if (errors.length) throw errors[0];
    const queries = handOver(queryClient);
    return {
      locale,
      html,
      head,
      state: {
        router: { loaderData: context.loaderData, actionData: null, errors: null },
        queries,
        namespaces: usedNamespaces(),
        locale,
      },
      // By the page, not by what was read: what it reads (seats, a registration) changes per request, answered or failed.
      cacheable: !handles.some((h) => h?.prefetch || h?.registration),
      styleModules: context.matches.flatMap((m) => (m.route as PublicRoute).source ?? []),
    };
  });
}
