import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connect } from '../../db/client';
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
  const sandbox = new SandboxPaymentProvider(sandboxDatabase(app).orm, webhookSecret);
  app.decorate('payments', sandbox);
  await app.register(sandboxPaymentRoutes, { sandbox });
}

/**
 * The sandbox's own pool, as a real provider has its own servers: the checkout calls the provider
 * inside its transaction, so with the books on the portal's pool every payment would hold one
 * connection while waiting for a second, and a burst larger than the pool wedged the instance for
 * good (issue 28). The sandbox never waits on the portal's pool, so this wait always ends. It is as
 * large as the portal's pool (issue 51, item 6): with 5, a launch's payments queued for the
 * stand-in bank (bench:launch's burst: 'idle in transaction' after the tax rates, the charge
 * waiting for a sandbox connection), where a real provider takes every charge at once.
 */
function sandboxDatabase(app: FastifyInstance) {
  const db = connect(app.db.pool.options.connectionString!, app.config.database);
  app.addHook('onClose', () => db.close());
  return db;
}

export default fp(payments, { name: 'payments' });
