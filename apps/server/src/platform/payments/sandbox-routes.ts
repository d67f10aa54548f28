import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxCardSchema } from '@portal/domain/checkout/sandbox-card';
import type { SandboxPaymentProvider } from './sandbox-provider';
import { SANDBOX_SIGNATURE_HEADER } from './sandbox-webhook';

/**
 * The sandbox provider's tokenization endpoint. It plays the part of a real provider's hosted
 * card fields and is deliberately outside the checkout API: the card number and CVV stop here,
 * and only the token goes on to POST /api/payment/. Limited per address against card testing:
 * a twentieth of the site's limit (30 a minute with the default 600).
 */
export const tokenizeRateLimit = (siteLimit: number) => ({ max: Math.max(5, Math.floor(siteLimit / 20)), timeWindow: '1 minute' });

const TokenResponse = z.object({ token: z.string(), brand: z.string(), last4: z.string() }).describe('The card\'s token for POST /api/payment/, its brand and last 4 digits (the number and CVV stop here).');
const Authenticated = z.object({ done: z.boolean().describe('Always true.') }).describe('The 3-D Secure step is played: the sandbox delivered its signed event to the portal\'s webhook.');

export default async function sandboxPaymentRoutes(app: FastifyInstance, opts: { sandbox: SandboxPaymentProvider }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/payments/sandbox/tokenize',
    { config: { rateLimit: tokenizeRateLimit(app.config.rateLimitPerMinute) }, schema: { body: sandboxCardSchema, response: { 200: TokenResponse } } },
    async (req) => opts.sandbox.tokenize(req.body),
  );

  // The bank's 3-D Secure step, played by the checkout's authentication dialog. The sandbox then
  // delivers its signed event to the portal's webhook, as a provider would over the network.
  r.post(
    '/api/payments/sandbox/authenticate',
    { config: { rateLimit: tokenizeRateLimit(app.config.rateLimitPerMinute) }, schema: { body: z.object({ clientSecret: z.string().max(200), approve: z.boolean() }), response: { 200: Authenticated } } },
    async (req) => {
      const delivery = await opts.sandbox.authenticate(req.body.clientSecret, req.body.approve);
      if (delivery) {
        const res = await app.inject({ method: 'POST', url: '/api/webhooks/sandbox', headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: delivery.signature }, payload: delivery.event });
        if (res.statusCode !== 200) req.log.error({ statusCode: res.statusCode, body: res.body }, 'sandbox webhook delivery failed');
      }
      return { done: true };
    },
  );
}
