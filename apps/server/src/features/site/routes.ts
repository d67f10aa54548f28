import type { FastifyInstance } from 'fastify';
import { publicSiteConfig } from './site-config';

export default async function siteRoutes(app: FastifyInstance) {
  app.get('/api/site-config', async () => publicSiteConfig(app.config));
}
