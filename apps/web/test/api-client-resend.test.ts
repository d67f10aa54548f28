import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enErrors from '../../../packages/domain/locales/en/errors.json';
import { RESEND_WHEN_BUSY } from '@portal/domain/http/resend-when-busy';
import { ApiError, isResending, onResendingChange, post, request } from '../src/lib/api-client';
import { i18next } from '../src/lib/i18n';
import { applyCoupon } from '../src/features/checkout/api/apply-coupon';
import { pay, type PaymentBody } from '../src/features/checkout/api/pay';
import { tokenizeCard } from '../src/components/card-payment/sandbox-tokenize';
import { updateScormModule } from '../src/features/education/api/update-scorm-module';
import { postGoDigitalOffer } from '../src/features/objectives/api/post-go-digital-offer';
import { postObjectives } from '../src/features/objectives/api/post-objectives';
import { postQuiz } from '../src/features/quiz/api/post-quiz';
import { exchangeResumeToken } from '../src/features/registration/api/exchange-resume-token';
import { postRegister } from '../src/features/registration/api/post-register';

/**
 * The HTTP client sends a write that may be repeated again by itself while the server answers
 * 'busy' (503 with Retry-After), after the wait it asks for and within the domain's bound, and
 * nothing else: a fake fetch plays the server, the clock is Vitest's.
 */
interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}
interface Sent {
  path: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

let answers: Answer[];
let sent: Sent[];
const busy = (retryAfter = '1'): Answer => ({ status: 503, body: { error: enErrors.busy }, headers: { 'retry-after': retryAfter } });
const ok = (body: unknown = { done: true }): Answer => ({ status: 200, body });

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { errors: enErrors } } });
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  answers = [];
  sent = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    // The XSRF token is asked for before a first write (no cookie in Node).
    if (path === '/api/csrf') return fake({ status: 200, body: { token: 'xsrf' } });
    sent.push({ path, method: init.method ?? 'GET', body: init.body === undefined ? undefined : JSON.parse(String(init.body)), headers: init.headers as Record<string, string> });
    const answer = answers.shift();
    if (!answer) throw new Error(`no answer scripted for ${path}`);
    return fake(answer);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** What the client reads of a Response, without undici's streams (their own timers). */
function fake({ status, body, headers = {} }: Answer) {
  return { status, ok: status >= 200 && status < 300, headers: new Headers(headers), json: async () => body } as unknown as Response;
}

const failureOf = (p: Promise<unknown>) => p.then(() => null, (err: unknown) => err as ApiError);

describe('a write that may be repeated, answered 503 with Retry-After', () => {
  it('is sent again, the same, after the seconds asked for, and answers what the repeat got; the page says it is still working meanwhile', async () => {
    answers = [busy('2'), ok({ id: 'r1' })];
    const changes: boolean[] = [];
    const stop = onResendingChange(() => changes.push(isResending()));
    const done = post('/api/objectives/', { id: 'r1', answers: [1, 2] }, { resendWhenBusy: true });

    await vi.advanceTimersByTimeAsync(1999);
    expect(sent).toHaveLength(1);
    expect(isResending()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toEqual({ id: 'r1' });
    stop();

    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[1]).toMatchObject({ method: 'POST', path: '/api/objectives/', headers: { 'X-XSRF-TOKEN': 'xsrf' } });
    expect(changes).toEqual([true, false]);
    expect(isResending()).toBe(false);
  });

  it('gives up after 4 attempts in all with the clear message, and an error the payment form treats as an unknown outcome (5xx: it keeps its key)', async () => {
    answers = Array.from({ length: 10 }, () => busy('1'));
    const failure = failureOf(post('/api/quiz/', { id: 'r1' }, { resendWhenBusy: true }));
    await vi.advanceTimersByTimeAsync(10_000);
    const err = await failure;
    expect(sent).toHaveLength(RESEND_WHEN_BUSY.maxAttempts);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 503, message: enErrors.busyGaveUp });
    expect(isResending()).toBe(false);
  });

  it('gives up rather than begin a wait that would end past 30 s in all', async () => {
    answers = [busy('20'), busy('20'), ok()];
    const failure = failureOf(post('/api/quiz/', { id: 'r1' }, { resendWhenBusy: true }));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await failure).toMatchObject({ status: 503, message: enErrors.busyGaveUp });
    expect(sent).toHaveLength(2);
  });

  it('answers a refusal met on the repeat as any refusal', async () => {
    answers = [busy('1'), { status: 409, body: { error: 'This step is already done' } }];
    const failure = failureOf(post('/api/quiz/', { id: 'r1' }, { resendWhenBusy: true }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await failure).toMatchObject({ status: 409, message: 'This step is already done' });
    expect(sent).toHaveLength(2);
  });
});

describe('not sent again (controls)', () => {
  it.each([
    ['503 without Retry-After', { status: 503, body: { error: 'Service Unavailable' } }, enErrors.generic],
    ['500 (even with Retry-After)', { status: 500, body: { error: enErrors.generic }, headers: { 'retry-after': '1' } }, enErrors.generic],
    ['502 with Retry-After', { status: 502, headers: { 'retry-after': '1' } }, enErrors.generic],
    ['429 with Retry-After (the rate limit)', { status: 429, body: { error: 'Too many requests' }, headers: { 'retry-after': '1' } }, 'Too many requests'],
    ['400', { status: 400, body: { error: 'Invalid coupon code' } }, 'Invalid coupon code'],
    ['409', { status: 409, body: { error: 'This step is already done' } }, 'This step is already done'],
  ] as [string, Answer, string][])('%s', async (_name, answer, message) => {
    answers = [answer, ok()];
    const err = await failureOf(post('/api/coupon/', { code: 'X' }, { resendWhenBusy: true }));
    expect(err).toMatchObject({ status: answer.status, message });
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(1);
  });

  it('a write that did not ask for it', async () => {
    answers = [busy('1'), ok()];
    const err = await failureOf(post('/api/contact-us/', { name: 'A' }));
    expect(err).toMatchObject({ status: 503, message: enErrors.generic });
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(1);
  });

  it('a read, even one that asked for it (reads never retry)', async () => {
    answers = [busy('1'), ok()];
    const err = await failureOf(request('GET', '/api/cart/r1', undefined, { resendWhenBusy: true }));
    expect(err).toMatchObject({ status: 503 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(1);
  });
});

describe("the checkout's and the funnel's writes", () => {
  const payment: PaymentBody = {
    registrationId: 'r1',
    paymentToken: 'tok_1',
    idempotencyKey: 'key-of-this-attempt',
    billing: { address1: '1 Main St', address2: '', city: 'Montréal', country: 'CA', state: 'QC', postalCode: 'H2X 1Y4' },
    termsAccepted: true,
    termsVersion: 'v1',
    scannerTrial: false,
  };
  it.each([
    ['POST /api/payment/', () => pay(payment)],
    ['POST /api/payments/sandbox/tokenize', () => tokenizeCard({ cardNumber: '4242424242424242' } as Parameters<typeof tokenizeCard>[0])],
    ['POST /api/coupon/', () => applyCoupon({ registrationId: 'r1', code: 'WELCOME10' })],
    ['POST /api/register/', () => postRegister({ campaignId: 'c1' } as Parameters<typeof postRegister>[0])],
    ['POST /api/objectives/', () => postObjectives({ id: 'r1' } as Parameters<typeof postObjectives>[0])],
    ['POST /api/go-digital-offer', () => postGoDigitalOffer({ id: 'r1', added_to_cart: true } as Parameters<typeof postGoDigitalOffer>[0])],
    ['PATCH /api/scorm-modules/update', () => updateScormModule({ registrationId: 'r1' } as Parameters<typeof updateScormModule>[0])],
    ['POST /api/quiz/', () => postQuiz({ id: 'r1' } as Parameters<typeof postQuiz>[0])],
    ['POST /api/registration/resume', () => exchangeResumeToken('t1')],
  ])('%s is sent again, the same, after a busy answer', async (call, send) => {
    answers = [busy('1'), ok()];
    const done = send();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toEqual({ done: true });
    expect(sent).toHaveLength(2);
    expect(`${sent[0].method} ${sent[0].path}`).toBe(call);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('the payment is sent again with the same idempotency key', async () => {
    answers = [busy('1'), ok()];
    const done = pay(payment);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(sent.map((s) => (s.body as PaymentBody).idempotencyKey)).toEqual(['key-of-this-attempt', 'key-of-this-attempt']);
  });
});
