import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownPagePath } from '@portal/domain/site/routes';
import type { Config } from '../config';
import { publicSiteConfig } from '../features/site/site-config';
import { escapeHtml } from './html';

/**
 * A page as the server sends it, before any script runs, so that crawlers and link previews read
 * the page: its head (title, description, canonical and alternate links) and semantic content
 * inside <div id="root">. The web app then renders over it (createRoot, no hydration).
 */
export interface ServerRenderedPage {
  /** The html element's lang attribute. */
  lang: string;
  title: string;
  description: string;
  /** More head tags (link, meta, style), already escaped. */
  head: string;
  /** Content of <div id="root">, already escaped. */
  body: string;
}

/** Renders a known page path, or returns undefined to leave it to the plain index.html. */
export type PageRenderer = (req: FastifyRequest, path: string) => ServerRenderedPage | undefined;

/**
 * Serves the built web app: hashed assets with a long cache, and index.html for page paths with
 * the public site configuration in a meta tag (no inline script, so the CSP stays strict).
 * Unknown page paths get the same HTML with status 404, so the app's not-found page shows and
 * crawlers see a real 404. Unknown /api paths get the JSON error shape. Page renderers (features)
 * may fill in a known page's head and content; the first that answers wins.
 */
export async function registerWeb(app: FastifyInstance, config: Config, renderers: readonly PageRenderer[] = []) {
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
      // send's own cache-control header would overwrite the one set here, so it is turned off.
      cacheControl: false,
      setHeaders: (res, path) => {
        const hashed = path.includes(`${join(dist, 'assets')}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  } else {
    app.log.warn(`web app not built (${indexFile} missing): run npm run build`);
  }
  const html = built ? injectConfig(readFileSync(indexFile, 'utf8'), config) : '';
  const plain = {}; // the key of this app's plain index.html among the compressed copies
  const bootAfterPaint = existsSync(join(dist, 'boot.js')); // an older build may lack the loader

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0];
    if (path.startsWith('/api/') || path === '/api' || !['GET', 'HEAD'].includes(req.method)) {
      return reply.code(404).send({ error: req.t('errors:notFound') });
    }
    if (!built) return reply.code(503).type('text/plain').send('The web app is not built: run npm run build');
    const known = isKnownPagePath(path);
    const page = known ? renderPage(req, normalizePath(path), renderers) : undefined;
    reply
      .code(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', known ? PAGE_CACHE : 'no-cache')
      // A rendered page is in the request's locale, which may come from the cookie.
      .header('vary', page ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
    return sendHtml(req, reply, page ?? plain, () => (page ? applyPage(html, page, bootAfterPaint) : html));
  });
}

/**
 * Public pages are the same for every visitor of a URL and locale and carry no Set-Cookie
 * (security/csrf.ts), so a CDN may serve them for a minute; browsers revalidate every time
 * (max-age=0), so a deploy reaches them at once. A rendered page varies on the locale cookie:
 * a CDN in front must key pages on that cookie (docs/architecture.md).
 */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=60';

/** Compressed copies of each HTML variant, made once: rendered pages are cached by their renderer. */
const compressed = new WeakMap<object, { br: Buffer; gzip: Buffer }>();

function sendHtml(req: FastifyRequest, reply: FastifyReply, variant: object, html: () => string) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (!encoding) return reply.send(html());
  let copies = compressed.get(variant);
  if (!copies) {
    const text = html();
    copies = { br: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), gzip: gzipSync(text, { level: 9 }) };
    compressed.set(variant, copies);
  }
  return reply.header('content-encoding', encoding).send(copies[encoding]);
}

function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** A renderer that fails must not take the page down: the plain index.html still works. */
function renderPage(req: FastifyRequest, path: string, renderers: readonly PageRenderer[]): ServerRenderedPage | undefined {
  for (const render of renderers) {
    try {
      const page = render(req, path);
      if (page) return page;
    } catch (err) {
      req.log.error({ err, path }, 'page renderer failed; serving the plain page');
    }
  }
  return undefined;
}

/**
 * A rendered page is complete before any script runs, so the app starts after its first paint:
 * a small loader (apps/web/public/boot.js) takes the place of the app's script and imports it
 * then, so the app's download does not compete with the CSS and fonts of the first paint.
 * Function replacers: page text may contain "$" sequences that string replacements would expand.
 */
export function applyPage(html: string, page: ServerRenderedPage, bootAfterPaint: boolean): string {
  const app = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  return html
    .replace(app, (tag, src: string) => (bootAfterPaint ? `<script type="module" src="/boot.js" data-app="${src}"></script>` : tag))
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(page.lang)}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${escapeHtml(page.description)}" />`)
    .replace('</head>', () => `${page.head}</head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${page.body}</div>`);
}

export function injectConfig(html: string, config: Config): string {
  const json = JSON.stringify(publicSiteConfig(config)).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html.replace('</head>', `<meta name="portal-config" content="${json}"></head>`);
}
