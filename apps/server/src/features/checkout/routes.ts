import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartQuerySchema, couponRequestSchema, paymentRequestSchema } from '@portal/domain/checkout/schema';
import { CartAnswer, CouponAppliedAnswer, NeedsAuthenticationAnswer, PaidAnswer, PaymentConfigAnswer } from './answers';
import { applyCoupon, getCart } from './cart-service';
import { termsVersion } from '../marketing/terms-service';
import { rememberPaidBrowser } from '../my-registration/paid-browser';
import { pay } from './payment-service';

/**
 * Guessing coupon codes or replaying payments is slowed down per client address: a thirtieth of
 * the site's limit (20 a minute with the default 600), so test runs that raise it are not throttled.
 */
export const checkoutRateLimit = (siteLimit: number) => ({ max: Math.max(5, Math.floor(siteLimit / 30)), timeWindow: '1 minute' });

const params = z.object({ id: z.string().max(64) });

export default async function checkoutRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = checkoutRateLimit(app.config.rateLimitPerMinute);
  r.get('/api/cart/:id', { schema: { params, querystring: cartQuerySchema, response: { 200: CartAnswer } } }, async (req) => getCart(app.db.orm, req.params.id, req.query, req.locale));
  r.post('/api/coupon/', { config: { rateLimit }, schema: { body: couponRequestSchema, response: { 200: CouponAppliedAnswer } } }, async (req) => applyCoupon(app.db.orm, req.body));
  r.post('/api/payment/', { config: { rateLimit }, schema: { body: paymentRequestSchema, response: { 200: PaidAnswer, 202: NeedsAuthenticationAnswer } } }, async (req, reply) => {
    const answer = await pay({ db: app.db.orm, payments: app.payments, hosts: app.config.site, publicUrl: app.config.publicUrl, termsVersion, company: app.config.company, disclosures: () => app.offerings.keptDisclosures() }, req.body);
    // 202: the bank wants the cardholder to authenticate; the browser does, then sends the same request again.
    if ('next' in answer) return reply.code(202).send(answer);
    // Paid: this browser alone may open the registration's page from 'All set!' for a while (issue 50 item 3).
    rememberPaidBrowser(reply, app.config.secret, app.config.production, req.body.registrationId);
    return answer;
  });
  r.get('/api/payment/config', { schema: { response: { 200: PaymentConfigAnswer } } }, async () => app.payments.browserConfig());
}
