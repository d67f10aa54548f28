import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_PARAM, normalizeLocale, type Locale } from '@portal/domain/locale/locales';
import { isKnownPagePath } from '@portal/domain/site/routes';
import { CONSENT_COOKIE, currentChoices } from '@portal/domain/privacy/consent';
import type { Config } from '../config';
import { publicSiteConfig } from '../features/site/site-config';
import { sendCompressed } from './compressed';
import { escapeHtml } from './html';
import { isRegistrationPage, isRenderedPath } from './rendered-paths';
import { loadServerRender, type RedirectedPage } from './server-render';
import { assetHints } from './web-assets';

/**
 * A page as the server sends it, before any script runs: its head (title, description, canonical
 * and alternate links, the styles of its markup) and the markup React rendered inside
 * <div id="root">, with the state the browser hydrates it from (platform/server-render.ts).
 */
export interface ServerRenderedPage {
  /** The html element's lang attribute. */
  lang: string;
  title?: string;
  description?: string;
  /** More head tags (link, meta, style), already escaped. */
  head: string;
  /** Content of <div id="root">, already escaped. */
  body: string;
  /** The hydration state, written as a JSON data block (not a script that runs: the CSP stays strict). */
  state?: unknown;
}

/** Head tags a feature adds to a rendered page (canonical and alternate links: features/marketing/page-head.ts). */
export type PageHeadTags = (path: string, locale: Locale, page: { title?: string; description?: string }) => string;

/** How many rendered pages are kept (per locale, consent banner or not, and path; only pages without per-request data, asked for without a query). */
const MAX_CACHED = 500;

/**
 * Serves the built web app: hashed assets with a long cache, and index.html for page paths with
 * the public site configuration in a meta tag (no inline script, so the CSP stays strict).
 * Unknown page paths get the same HTML with status 404, so the app's not-found page shows and
 * crawlers see a real 404. Unknown /api paths get the JSON error shape. Known public pages
 * (rendered-paths.ts) are rendered by the web app's own components on the server
 * (server-render.ts) and hydrated in the browser; a render that is missing or fails leaves the
 * plain index.html, never an error.
 */
export async function registerWeb(app: FastifyInstance, config: Config, headTags: PageHeadTags = () => '') {
  const dist = resolve(config.webDist);
  const indexFile = join(dist, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each asset (apps/web/vite.config.ts).
      preCompressed: true,
      // robots.txt and sitemap.xml are server routes (they name PUBLIC_URL); an old build's copies must not clash.
      globIgnore: ['index.html', 'robots.txt', 'sitemap.xml'],
      // Every file gets the cache-control set here, so send's own is not wanted. The plugin adds
      // `Vary: accept-encoding` itself to every file when preCompressed is on (since 10.0).
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = path.includes(`${join(dist, 'assets')}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0');
      },
    });
  } else {
    app.log.warn(`web app not built (${indexFile} missing): run npm run build`);
  }
  const html = built ? injectConfig(readFileSync(indexFile, 'utf8'), config) : '';
  const plain = {}; // the key of this app's plain index.html among the compressed copies
  const bootAfterPaint = existsSync(join(dist, 'boot.js')); // an older build may lack the loader
  const render = built ? await loadServerRender(app, config, dist) : undefined;
  const hints = assetHints(dist);
  const cache = new Map<string, ServerRenderedPage>();

  async function renderPage(req: FastifyRequest, path: string): Promise<ServerRenderedPage | RedirectedPage | undefined> {
    if (!render || !isRenderedPath(path)) return undefined;
    const query = new URLSearchParams(req.url.split('?')[1] ?? '');
    const onlyLocale = [...query.keys()].every((k) => k === LOCALE_PARAM);
    const localeChosen = normalizeLocale(query.get(LOCALE_PARAM)) !== null || normalizeLocale(req.cookies[LOCALE_COOKIE]) !== null;
    // A visitor who has chosen gets the page without the consent banner: two variants per page.
    const consentDecided = currentChoices(req.cookies[CONSENT_COOKIE]) !== null;
    const key = `${req.locale} ${consentDecided ? 'chosen' : 'ask'} ${path}`;
    const cached = onlyLocale ? cache.get(key) : undefined;
    if (cached) return cached;
    try {
      const page = await render(req.url, req.locale, { consentDecided, localeChosen });
      if (!page || 'redirect' in page) return page;
      const rendered: ServerRenderedPage = {
        lang: page.locale,
        title: page.head.title,
        description: page.head.description,
        head: headTags(path, page.locale, page.head) + hints(page.styleModules),
        body: page.html,
        state: page.state,
      };
      // The schedule shows seats, which sell: its page is rendered for each request.
      if (onlyLocale && page.cacheable && cache.size < MAX_CACHED) cache.set(key, rendered);
      return rendered;
    } catch (err) {
      req.log.error({ err, path }, 'server render failed; serving the plain page');
      return undefined;
    }
  }

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0];
    if (path.startsWith('/api/') || path === '/api' || !['GET', 'HEAD'].includes(req.method)) {
      return reply.code(404).send({ error: req.t('errors:notFound') });
    }
    if (!built) return reply.code(503).type('text/plain').send('The web app is not built: run npm run build');
    const known = isKnownPagePath(path);
    const rendered = known ? await renderPage(req, normalizePath(path)) : undefined;
    // A funnel step not reached yet, a campaign page for another status: the route's guard decided.
    if (rendered && 'redirect' in rendered) return reply.header('cache-control', 'no-store').redirect(rendered.redirect, rendered.status);
    const page = rendered;
    // One registration's page: kept by no cache, nor by the browser's back-forward cache (Back to a
    // step the person has finished must ask the server again, which sends them on; it names the person).
    const own = isRegistrationPage(normalizePath(path));
    // A chosen language is remembered from the page's own response, as the app does, so it holds
    // before (or without) the app's script.
    const param = normalizeLocale(new URLSearchParams(req.url.split('?')[1] ?? '').get(LOCALE_PARAM));
    if (page && param) {
      reply.setCookie(LOCALE_COOKIE, param, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', secure: req.protocol === 'https' });
    }
    reply
      .code(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      // A response that sets the locale cookie is this visitor's: shared caches must not keep it.
      .header('cache-control', own ? 'no-store' : !known ? 'no-cache' : page && param ? 'private, no-cache' : PAGE_CACHE)
      // A rendered page is in the request's locale, which may come from the cookie.
      .header('vary', page ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
    // Compressed copies of each HTML variant are made once: rendered pages are cached by their renderer.
    return sendCompressed(req, reply, page ?? plain, () => (page ? applyPage(html, page, bootAfterPaint) : html));
  });
}

/**
 * Public pages are the same for every visitor of a URL and locale and carry no Set-Cookie
 * (security/csrf.ts), so a CDN may serve them for a minute; browsers revalidate every time
 * (max-age=0), so a deploy reaches them at once. A rendered page varies on the locale cookie and
 * on whether the consent cookie holds a choice (the banner): a CDN in front must key pages on
 * both (docs/architecture.md).
 */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=60';

function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * A rendered page is complete before any script runs, so the app starts after its first paint:
 * a small loader (apps/web/public/boot.js) takes the place of the app's script and imports it
 * then, so the app's download does not compete with the CSS and fonts of the first paint.
 * Function replacers: page text may contain "$" sequences that string replacements would expand.
 */
export function applyPage(html: string, page: ServerRenderedPage, bootAfterPaint: boolean): string {
  const app = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const state = page.state === undefined ? '' : `<script type="application/json" id="ssr-state">${jsonForHtml(page.state)}</script>`;
  let out = html
    .replace(app, (tag, src: string) => (bootAfterPaint ? `<script type="module" src="/boot.js" data-app="${src}"></script>` : tag))
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(page.lang)}"`);
  const { title, description } = page;
  if (title) out = out.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description) out = out.replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${escapeHtml(description)}" />`);
  return out
    .replace('</head>', () => `${page.head}</head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${page.body}</div>${state}`);
}

/** JSON inside a <script> data block: "<" escaped, so no text in it can close the block. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function injectConfig(html: string, config: Config): string {
  const json = JSON.stringify(publicSiteConfig(config)).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html.replace('</head>', `<meta name="portal-config" content="${json}"></head>`);
}
