import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from './provider';
import { SandboxPaymentProvider } from './sandbox-provider';
import sandboxPaymentRoutes from './sandbox-routes';
import { StripePaymentProvider } from './stripe-provider';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}

/**
 * Makes the payment provider chosen by PAYMENT_PROVIDER available to features as `app.payments`:
 * Stripe (no card endpoint of ours at all), or the sandbox (its books in PostgreSQL, shared by
 * every instance; its card endpoints come with it, and it signs its webhooks with a key derived
 * from the portal's secret).
 */
async function payments(app: FastifyInstance) {
  const settings = app.config.payments;
  if (settings.provider === 'stripe') {
    app.decorate('payments', new StripePaymentProvider(settings));
    return;
  }
  const webhookSecret = createHmac('sha256', app.config.secret).update('sandbox-webhook').digest('hex');
  const sandbox = new SandboxPaymentProvider(app.db.orm, webhookSecret);
  app.decorate('payments', sandbox);
  await app.register(sandboxPaymentRoutes, { sandbox });
}

export default fp(payments, { name: 'payments' });
