import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WEBHOOK_PAYLOAD_VERSION } from '@portal/domain/webhooks/events';
import { documentTransform } from './document-transform';
import { OPENAPI_PATH } from './paths';
import { registerReferencePage } from './reference-page';
import { routeTransform } from './route-transform';
import { SECURITY_SCHEMES } from './security';
import { registerWebhookDocs, type WebhookDoc } from './webhook-docs';
import { WEBHOOK_EVENT_DOCS } from './webhook-events';

const DESCRIPTION = [
  'The Provider Portal\'s HTTP API, generated from the routes\' own zod schemas.',
  'Public routes serve the portal\'s pages; browsers send the XSRF-TOKEN cookie back in the X-XSRF-TOKEN header on every write.',
  'The back office (/api/admin/*) needs a staff session whose role the route admits.',
  'Automation calls the token API with a personal API token (Authorization: Bearer).',
  'Every refusal and failure answers the one error shape (components/schemas/Error), in the request\'s locale (`?locale=fr-CA` or the locale cookie).',
  `Webhook payloads are version ${WEBHOOK_PAYLOAD_VERSION}.`,
].join('\n\n');

/**
 * Collects every route as it is registered (@fastify/swagger's onRoute hook, dynamic mode), so it
 * is registered before any route; the document is built on first request and kept. Webhook events
 * are listed later through `registerWebhookDocs` (webhook-docs.ts).
 */
export const openapiCollector = fp(async function openapiCollector(app: FastifyInstance, opts: { publicUrl: string }) {
  const webhooks: WebhookDoc[] = [];
  app.decorate('openapiWebhooks', webhooks);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Provider Portal API', version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: opts.publicUrl }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: routeTransform,
    transformObject: documentTransform(() => webhooks),
  });
  registerWebhookDocs(app, WEBHOOK_EVENT_DOCS);
}, { name: 'openapi-collector' });

/**
 * GET /api/openapi.json and the reference page under /api/docs (Redoc, reference-page.ts: it
 * passes axe where Swagger UI did not, and loads nothing from another host). Registered with the
 * features, after the security headers, limits and CSRF hooks, which its routes go through like
 * any other; the page's own CSP is in security/headers.ts.
 */
export const openapiRoutes = fp(async function openapiRoutes(app: FastifyInstance) {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  registerReferencePage(app);
}, { name: 'openapi-routes', dependencies: ['openapi-collector'] });
