import type { InjectOptions } from 'fastify';

/**
 * Malformed requests for every route, from a seeded generator (the same seed gives the same run):
 * hostile path and query values (NUL bytes, bad percent-encoding, very long, injection-like), and
 * bodies that are broken JSON, the wrong types, too deep, too large, not JSON, or plausible field
 * names carrying hostile values.
 */
export interface Route {
  method: string;
  url: string;
}

export function prng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  return { next, pick };
}

const STRINGS = ['\u0000', 'a\u0000b', 'jane\u0000@example.com', '', ' ', 'x'.repeat(600), "' OR 1=1 --", '../../etc/passwd', '<script>alert(1)</script>', '\u202e\ud83d\ude00', '\ud800', '{{7*7}}', 'null', '-1', '1e309', 'NaN'];
const PATH_VALUES = ['%00', 'a%00b', '%', '%ZZ', '..%2F..%2Fetc', 'x'.repeat(600), '%E0%A4%A', "'%20OR%201=1", '-1', '0', 'AAAAAAAAAAAAAAAAAAAAAA', 'jane%40example.com%00'];
const FIELDS = ['email', 'firstName', 'lastName', 'phone', 'registrationId', 'id', 'campaign_id', 'campaignId', 'offeringId', 'code', 'couponCode', 'answers', 'moduleId', 'idempotencyKey', 'paymentToken', 'billing', 'teamMembers', 'termsAccepted', 'termsVersion', 'locale', 'country', 'state', 'zip', 'postalCode', 'token', 'status', 'added_to_cart', 'cmi', 'score'];

export function fuzzRequest(routes: readonly Route[], rnd: ReturnType<typeof prng>): InjectOptions & { hasNul: boolean } {
  const route = rnd.pick(routes);
  let hasNul = false;
  const value = (depth = 0): unknown => {
    const kind = rnd.next();
    if (kind < 0.45) {
      const s = rnd.pick(STRINGS);
      hasNul ||= s.includes('\u0000');
      return s;
    }
    if (kind < 0.55) return rnd.pick([0, -1, 1.5, 2 ** 53, true, false, null]);
    if (kind < 0.7 && depth < 4) return Array.from({ length: Math.floor(rnd.next() * 4) }, () => value(depth + 1));
    if (kind < 0.85 && depth < 4) return object(depth + 1);
    return rnd.pick(STRINGS);
  };
  const object = (depth = 0) => Object.fromEntries(Array.from({ length: 1 + Math.floor(rnd.next() * 6) }, () => [rnd.pick(FIELDS), value(depth)]));

  const url = route.url.replace(/:[A-Za-z]+|\*/g, () => rnd.pick(PATH_VALUES)) + (rnd.next() < 0.3 ? `?${rnd.pick(FIELDS)}=${rnd.pick(PATH_VALUES)}` : '');
  const req: InjectOptions & { hasNul: boolean } = { method: route.method as InjectOptions['method'], url, hasNul: /%00/.test(url) };
  if (route.method === 'GET') return req;

  const body = rnd.next();
  if (body < 0.1) return { ...req, payload: rnd.pick(['{"a":', '[1,2', 'nul', '{"email":"\\u0000"', '\u0000']), headers: { 'content-type': 'application/json' } };
  if (body < 0.15) return { ...req, payload: 'email=a@b.c', headers: { 'content-type': 'text/plain' } };
  if (body < 0.2) return { ...req, payload: JSON.stringify({ email: 'x'.repeat(200 * 1024) }), headers: { 'content-type': 'application/json' } };
  if (body < 0.25) return { ...req, payload: '['.repeat(5000) + ']'.repeat(5000), headers: { 'content-type': 'application/json' } };
  if (body < 0.3) return { ...req, payload: JSON.stringify(value()), headers: { 'content-type': 'application/json' } };
  const payload = JSON.stringify(object());
  return { ...req, payload, hasNul: req.hasNul || hasNul, headers: { 'content-type': 'application/json' } };
}
