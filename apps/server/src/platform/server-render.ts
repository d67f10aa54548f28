import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@portal/domain/locale/locales';
import type { Config } from '../config';
import { publicSiteConfig } from '../features/site/site-config';

/** What the web app's server entry (apps/web/src/entry-server.tsx) gives back for one page. */
export interface RenderedPage {
  locale: Locale;
  html: string;
  head: { title?: string; description?: string };
  state: unknown;
  cacheable: boolean;
  /** The matched routes' module names: their CSS is inlined (web-assets.ts). */
  styleModules: string[];
}
/** A route guard's answer (a funnel step not reached yet): the server sends the redirect. */
export interface RedirectedPage {
  redirect: string;
  status: number;
}
/**
 * `consentDecided`: the visitor's consent cookie holds a choice under the current texts, so the page has no banner.
 * `localeChosen`: the visitor chose a language (parameter or cookie); otherwise a registration's page is in its own.
 */
export type RenderPage = (url: string, locale: Locale, visitor?: { consentDecided?: boolean; localeChosen?: boolean }) => Promise<RenderedPage | RedirectedPage | undefined>;

interface ServerEntry {
  setUp(setup: { siteConfig: object; api: (path: string, init: RequestInit) => Promise<Response> }): Promise<void>;
  render: RenderPage;
}

/** The server entry is built beside the browser's build: <web dist>-ssr/entry-server.js (apps/web/vite.config.ts). */
export const serverEntryFile = (dist: string) => `${dist.replace(/[\\/]+$/, '')}-ssr/entry-server.js`;

/**
 * Loads the web app's server render once, at start. Without it (an older build, a failure to
 * load) pages are served as the plain index.html and the browser renders them, as before.
 */
export async function loadServerRender(app: FastifyInstance, config: Config, dist: string): Promise<RenderPage | undefined> {
  const file = serverEntryFile(dist);
  if (!existsSync(file)) {
    app.log.warn(`server render not built (${file} missing): pages are rendered in the browser only`);
    return undefined;
  }
  try {
    const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
    await entry.setUp({ siteConfig: publicSiteConfig(config), api: (path, init) => injectFetch(app, path, init) });
    return entry.render;
  } catch (err) {
    app.log.error({ err }, 'server render failed to load: pages are rendered in the browser only');
    return undefined;
  }
}

/** The app's API requests during a render, answered in-process (no socket). */
async function injectFetch(app: FastifyInstance, path: string, init: RequestInit): Promise<Response> {
  const res = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: path,
    headers: init.headers as Record<string, string>,
    payload: typeof init.body === 'string' ? init.body : undefined,
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  const empty = res.statusCode === 204 || res.statusCode === 304;
  return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers });
}
