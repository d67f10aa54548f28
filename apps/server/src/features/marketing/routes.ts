import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATH_REDIRECTS } from '@portal/domain/site/paths';
import { TermsAnswer } from './answers';
import { robotsTxt, sitemapXml } from './seo';
import { getTerms } from './terms-service';

/** The terms (GET /api/tc/, in the request's locale), the sitemap, robots.txt and the redirects to the spec's paths. */
export default async function marketingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/tc', { schema: { response: { 200: TermsAnswer } } }, async (req) => getTerms(req.locale));

  for (const [from, to] of Object.entries(PATH_REDIRECTS)) {
    app.get(from, async (req, reply) => reply.redirect(to + (req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''), 301));
  }

  const sitemap = sitemapXml(app.config.publicUrl);
  const robots = robotsTxt(app.config.publicUrl);
  app.get('/sitemap.xml', async (_req, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
  );
  app.get('/robots.txt', async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
}
