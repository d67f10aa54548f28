import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from './provider';
import { SandboxPaymentProvider } from './sandbox-provider';
import sandboxPaymentRoutes from './sandbox-routes';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}

/**
 * Makes the payment provider available to features as `app.payments`. Only the sandbox exists
 * today (its books in PostgreSQL, shared by every instance); its card endpoints come with it. A
 * real provider would be chosen here from the configuration, and would bring no card endpoint of
 * ours at all. The sandbox signs its webhooks with a key derived from the portal's secret.
 */
async function payments(app: FastifyInstance) {
  const webhookSecret = createHmac('sha256', app.config.secret).update('sandbox-webhook').digest('hex');
  const sandbox = new SandboxPaymentProvider(app.db.orm, webhookSecret);
  app.decorate('payments', sandbox);
  await app.register(sandboxPaymentRoutes, { sandbox });
}

export default fp(payments, { name: 'payments' });
