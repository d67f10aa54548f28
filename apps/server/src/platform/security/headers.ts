import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Stripe.js and its frames (card fields, 3-D Secure) when Stripe is the payment provider, as
 * Stripe's content-security-policy guide lists them; nothing of Stripe's otherwise.
 */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

/**
 * Security headers on every response. Scripts only from our origin (no inline scripts) and, with
 * Stripe, from Stripe; inline styles are allowed because Emotion (MUI) writes style tags at run time.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { stripe: boolean }) {
  const stripe = (list: string[]) => (opts.stripe ? list : []);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe(STRIPE.script)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...stripe(STRIPE.img)],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...stripe(STRIPE.connect)],
        frameSrc: ["'self'", ...stripe(STRIPE.frame)],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
