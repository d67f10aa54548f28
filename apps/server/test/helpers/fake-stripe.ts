import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';

/**
 * A local HTTP server that answers as Stripe's API does for the calls the portal makes
 * (PaymentIntents create / confirm / retrieve / cancel, refunds), with Stripe's idempotency
 * rules. It records every request (path, decoded form body, headers) so tests can check the
 * shapes against the SDK's parameter types. Confirmation tokens choose the outcome:
 * `ctoken_ok` succeeds, `ctoken_declined` is declined for insufficient funds, `ctoken_3ds` needs
 * 3-D Secure until the test calls `authenticate`.
 */
export interface Recorded {
  method: string;
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/** `a[b][0]=x` form fields as nested objects (Stripe's encoding), values kept as strings. */
export function decodeForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out as Record<string, unknown>;
    path.slice(0, -1).forEach((p) => (node = (node[p] ??= {}) as Record<string, unknown>));
    node[path[path.length - 1]] = value;
  }
  return out;
}

/** The form a typed SDK parameter object becomes on the wire (numbers and booleans as text, arrays as indexed keys). */
export function asForm(params: object): Record<string, unknown> {
  const conv = (v: unknown): unknown =>
    Array.isArray(v) ? Object.fromEntries(v.map((x, i) => [String(i), conv(x)])) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, conv(x)])) : String(v);
  return conv(params) as Record<string, unknown>;
}

export async function startFakeStripe() {
  const requests: Recorded[] = [];
  const intents = new Map<string, Stripe.PaymentIntent>();
  const idempotent = new Map<string, { body: string; status: number; answer: unknown }>();
  let n = 0;

  const intentOf = (id: string, amount: number, currency: string, status: Stripe.PaymentIntent.Status, card?: { brand: string; last4: string }) =>
    ({
      id, object: 'payment_intent', amount, currency, status, client_secret: `${id}_secret_x`,
      latest_charge: card ? { id: `ch_${id}`, object: 'charge', payment_method_details: { type: 'card', card } } : null,
      last_payment_error: null, metadata: {},
    }) as unknown as Stripe.PaymentIntent;

  const answer = (req: Recorded): [number, unknown] => {
    const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(req.path);
    const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(req.path);
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(req.path);
    if (req.method === 'POST' && req.path === '/v1/payment_intents') {
      const pi = intentOf(`pi_fake_${++n}`, Number(req.body.amount), String(req.body.currency), 'requires_payment_method');
      intents.set(pi.id, pi);
      return [200, pi];
    }
    if (req.method === 'POST' && confirm) {
      const pi = intents.get(confirm[1]);
      if (!pi) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } }];
      if (req.body.confirmation_token === 'ctoken_declined') {
        const declined = { ...pi, status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', payment_method: { card: { brand: 'visa', last4: '9995' } } } };
        intents.set(pi.id, declined as unknown as Stripe.PaymentIntent);
        return [402, { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.', payment_intent: declined } }];
      }
      const next = req.body.confirmation_token === 'ctoken_3ds' ? intentOf(pi.id, pi.amount, pi.currency, 'requires_action') : intentOf(pi.id, pi.amount, pi.currency, 'succeeded', { brand: 'visa', last4: '4242' });
      intents.set(pi.id, next);
      return [200, next];
    }
    if (req.method === 'POST' && cancel) {
      const pi = intents.get(cancel[1])!;
      if (pi.status === 'succeeded') return [400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'cannot cancel' } }];
      const canceled = { ...pi, status: 'canceled' } as Stripe.PaymentIntent;
      intents.set(pi.id, canceled);
      return [200, canceled];
    }
    if (req.method === 'GET' && one) return intents.has(one[1]) ? [200, intents.get(one[1])] : [404, { error: { type: 'invalid_request_error', code: 'resource_missing' } }];
    if (req.method === 'POST' && req.path === '/v1/refunds') return [200, { id: `re_fake_${++n}`, object: 'refund', status: 'succeeded', amount: Number(req.body.amount), payment_intent: req.body.payment_intent }];
    return [404, { error: { type: 'invalid_request_error', message: `unknown route ${req.method} ${req.path}` } }];
  };

  const read = (req: IncomingMessage) => new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => resolve(text));
  });

  const server: Server = createServer(async (req, res) => {
    const text = await read(req);
    const url = new URL(req.url ?? '/', 'http://x');
    const recorded: Recorded = { method: req.method ?? '', path: url.pathname, body: decodeForm(req.method === 'GET' ? url.search.slice(1) : text), idempotencyKey: req.headers['idempotency-key'] as string | undefined, authorization: req.headers.authorization };
    requests.push(recorded);
    let status: number;
    let body: unknown;
    const key = recorded.idempotencyKey && req.method === 'POST' ? `${recorded.path}|${recorded.idempotencyKey}` : null;
    const earlier = key ? idempotent.get(key) : undefined;
    if (earlier && earlier.body !== text) [status, body] = [400, { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' } }];
    else if (earlier) [status, body] = [earlier.status, earlier.answer];
    else {
      [status, body] = answer(recorded);
      if (key) idempotent.set(key, { body: text, status, answer: body });
    }
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${n}` });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The cardholder completes (or fails) 3-D Secure at their bank. */
    authenticate(id: string, ok: boolean) {
      const pi = intents.get(id)!;
      intents.set(id, ok ? intentOf(id, pi.amount, pi.currency, 'succeeded', { brand: 'mastercard', last4: '3155' }) : ({ ...pi, status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'payment_intent_authentication_failure' } } as unknown as Stripe.PaymentIntent));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
