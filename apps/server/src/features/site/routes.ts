import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SiteConfigAnswer } from './answers';
import { publicSiteConfig } from './site-config';

export default async function siteRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/site-config', { schema: { response: { 200: SiteConfigAnswer } } }, async () => publicSiteConfig(app.config));
}
