import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxCardSchema } from '@portal/domain/checkout/sandbox-card';
import type { SandboxPaymentProvider } from './sandbox-provider';

/**
 * The sandbox provider's tokenization endpoint. It plays the part of a real provider's hosted
 * card fields and is deliberately outside the checkout API: the card number and CVV stop here,
 * and only the token goes on to POST /api/payment/. Limited per address against card testing:
 * a twentieth of the site's limit (30 a minute with the default 600).
 */
export const tokenizeRateLimit = (siteLimit: number) => ({ max: Math.max(5, Math.floor(siteLimit / 20)), timeWindow: '1 minute' });

const TokenResponse = z.object({ token: z.string(), brand: z.string(), last4: z.string() });

export default async function sandboxPaymentRoutes(app: FastifyInstance, opts: { sandbox: SandboxPaymentProvider }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/payments/sandbox/tokenize',
    { config: { rateLimit: tokenizeRateLimit(app.config.rateLimitPerMinute) }, schema: { body: sandboxCardSchema, response: { 200: TokenResponse } } },
    async (req) => opts.sandbox.tokenize(req.body),
  );
}
