import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isDocsUrl } from '../openapi/paths';

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
 *
 * The headers are helmet's, computed once at start: they are the same for every response, and
 * @fastify/helmet rebuilt helmet's middleware from its options on every request (the policy parsed
 * again each time, about 5 % of a cached read's time in a profile).
 *
 * API answers (/api/...: JSON, and CSV, PDF and calendar files sent as attachments, never a page)
 * carry the subset that means something for a resource that is not a document, as OWASP's REST
 * security cheat sheet gives it: a policy that allows nothing (`default-src 'none'; frame-ancestors
 * 'none'`: nothing of an answer is ever rendered or framed), HSTS, nosniff, the referrer policy and
 * cross-origin-resource-policy. The others are for documents (opener policy, origin-agent-cluster,
 * X-Frame-Options, which frame-ancestors replaces) or for old browsers' document handling
 * (X-XSS-Protection, X-Download-Options, X-DNS-Prefetch-Control, X-Permitted-Cross-Domain-Policies).
 * Twelve headers were about a sixth of a cached read's time (`npm run bench:api-layers`), and the
 * page's policy (330 characters, checked by Node character by character) a few percent more.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { stripe: boolean; docs?: boolean }) {
  const page = securityHeaders(opts);
  const api = { ...Object.fromEntries(Object.entries(page).filter(([name]) => API_HEADERS.has(name))), 'content-security-policy': API_CSP };
  // The API reference page (platform/openapi, when the docs are on) is a document under /api/docs
  // only: a page's headers with its own policy; every other /api/ answer keeps the API's.
  const docs = opts.docs ? { ...securityHeaders({ stripe: false }), 'content-security-policy': DOCS_CSP } : null;
  // The back office's check-in screen reads QR codes with ZXing compiled to WebAssembly where the
  // browser has no BarcodeDetector: its pages may compile WebAssembly ('wasm-unsafe-eval' allows
  // that and nothing of JavaScript's eval). Public pages keep the stricter policy.
  const backOffice = securityHeaders({ ...opts, wasm: true });
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(docs && isDocsUrl(req.url) ? docs : req.url.startsWith('/api/') ? api : req.url.startsWith('/admin') ? backOffice : page);
    done();
  });
}

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The reference page (Redoc): its script from our origin (no inline script; styled-components
 * writes inline styles), its search index built in a worker the script starts from a blob: URL,
 * images from our origin or inline, the document fetched from our origin, never framed, and
 * nothing of Stripe's. Nothing from another host: fonts fall back to the system's.
 */
export const DOCS_CSP = [
  "default-src 'none'", "script-src 'self'", "worker-src blob:", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:", "connect-src 'self'",
  "font-src 'self'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'none'", "object-src 'none'",
].join('; ');

export const API_HEADERS = new Set([
  'content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy',
]);

/** The headers helmet sets for these options, read off one response it is given. */
export function securityHeaders(opts: { stripe: boolean; wasm?: boolean }): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => { headers[name.toLowerCase()] = String(value); },
    removeHeader: (name: string) => { delete headers[name.toLowerCase()]; },
  } as unknown as ServerResponse;
  helmet(helmetOptions(opts))({} as IncomingMessage, res, (err?: unknown) => { if (err) throw err; });
  return headers;
}

function helmetOptions(opts: { stripe: boolean; wasm?: boolean }): HelmetOptions {
  const stripe = (list: string[]) => (opts.stripe ? list : []);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(opts.wasm ? ["'wasm-unsafe-eval'"] : []), ...stripe(STRIPE.script)],
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
  };
}
