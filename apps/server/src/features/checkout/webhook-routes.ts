import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '@portal/domain/errors/app-error';
import { WebhookSignatureError } from '../../platform/payments/provider';
import { WebhookReceivedAnswer } from './answers';
import { applyPaymentEvent } from './settle';

/**
 * POST /api/webhooks/{provider}: the payment provider tells us what happened (paid, failed,
 * refunded). The body is kept as the exact text received, because the signature is made over it;
 * a request whose signature does not verify is refused (400) and changes nothing. Each event is
 * applied once (payment_events), so a redelivery, or one delivery reaching two instances, is
 * harmless. No CSRF token: the provider is not a browser, the signature is the proof.
 */
export default async function paymentWebhookRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/webhooks/:provider', { config: { csrf: false }, schema: { params: z.object({ provider: z.string().max(20) }), response: { 200: WebhookReceivedAnswer } } }, async (req) => {
    if (req.params.provider !== app.payments.name) throw new AppError(404, 'errors:notFound');
    let event;
    try {
      event = app.payments.parseWebhook(String(req.body ?? ''), req.headers);
    } catch (err) {
      if (err instanceof WebhookSignatureError || err instanceof SyntaxError) {
        req.log.warn({ provider: req.params.provider, reason: err.message }, 'payment webhook refused');
        throw new AppError(400, 'errors:badJson');
      }
      throw err;
    }
    const outcome = await applyPaymentEvent(app.db.orm, { payments: app.payments, hosts: app.config.site, publicUrl: app.config.publicUrl, company: app.config.company, disclosures: () => app.offerings.keptDisclosures() }, event);
    req.log.info({ provider: req.params.provider, eventId: event.id, kind: event.kind, outcome }, 'payment webhook');
    return { received: true, outcome };
  });
}
