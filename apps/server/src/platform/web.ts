import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownPagePath } from '@portal/domain/site/routes';
import type { Config } from '../config';
import { publicSiteConfig } from '../features/site/site-config';

/**
 * Serves the built web app: hashed assets with a long cache, and index.html for page paths with
 * the public site configuration in a meta tag (no inline script, so the CSP stays strict).
 * Unknown page paths get the same HTML with status 404, so the app's not-found page shows and
 * crawlers see a real 404. Unknown /api paths get the JSON error shape.
 */
export async function registerWeb(app: FastifyInstance, config: Config) {
  const dist = resolve(config.webDist);
  const indexFile = join(dist, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: false,
      globIgnore: ['index.html'],
      setHeaders: (res, path) => {
        if (path.includes(`${join(dist, 'assets')}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  } else {
    app.log.warn(`web app not built (${indexFile} missing): run npm run build`);
  }
  const html = built ? injectConfig(readFileSync(indexFile, 'utf8'), config) : '';

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0];
    if (path.startsWith('/api/') || path === '/api' || !['GET', 'HEAD'].includes(req.method)) {
      return reply.code(404).send({ error: req.t('errors:notFound') });
    }
    if (!built) return reply.code(503).type('text/plain').send('The web app is not built: run npm run build');
    return reply
      .code(isKnownPagePath(path) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  });
}

export function injectConfig(html: string, config: Config): string {
  const json = JSON.stringify(publicSiteConfig(config)).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html.replace('</head>', `<meta name="portal-config" content="${json}"></head>`);
}
