import { randomBytes } from 'node:crypto';
import { MODULE_IDS } from '@portal/domain/education/modules';
import { answerKey } from '@portal/domain/quiz/question-sets';
import { openBrowser, type Browser, type Recorder } from './client';

/**
 * One registrant through the funnel as the web app calls it (apps/web/src/features/*\/api):
 * information, objectives and the scanner offer, the modules' SCORM commits, the quiz with the
 * right answers (the domain's key: the API never sends them), then checkout: the cart, a coupon
 * for some, the sandbox card token, the payment with its idempotency key.
 */
export const COUPON = 'LAUNCH10';

/** Every fifth registrant brings two team members, every fifth from the fourth one: deterministic, so the seats asked are known. */
export const teamSize = (i: number) => (i % 5 === 0 ? 2 : i % 5 === 3 ? 1 : 0);
export const usesCoupon = (i: number) => i % 4 === 1;
export const seatsAsked = (n: number) => Array.from({ length: n }, (_, i) => 1 + teamSize(i)).reduce((a, b) => a + b, 0);

export interface Run {
  base: string;
  offeringId: string;
  runId: string;
  termsVersion: string;
  rec: Recorder;
}

export type Outcome = 'paid' | 'sold out' | 'failed';

export interface AtCheckout {
  i: number;
  browser: Browser;
  id: string;
  token: string;
}

const BILLING = { address1: '100 Main St', address2: '', city: 'Chicago', country: 'US', state: 'IL', postalCode: '60601' };
const expiry = () => `11/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

function information(run: Run, i: number) {
  const team = Array.from({ length: teamSize(i) }, (_, k) => ({
    type: k ? 'dental_assistant' : 'hygienist', email: `launch.${run.runId}.${i}.team${k}@example.com`, firstName: 'Ana', lastName: `Lopez${i}x${k}`,
  }));
  return {
    campaignId: run.offeringId, firstName: 'Dana', lastName: `Reyes${i}`, email: `launch.${run.runId}.${i}@example.com`, phone: '(312) 555-0123',
    practiceName: 'Lakeshore Dental', role: 'doctor_owner', specialty: 'gp', address1: '100 Main St', address2: '', city: 'Chicago',
    country: 'US', state: 'IL', postalCode: '60601', licenseNumber: `IL-${4455 + i}`, licenseState: 'IL', npiNumber: '1234567893', agdNumber: '',
    hotelNeeded: 'no', dietaryRestrictions: '', dsoCode: '', teamMembers: team,
  };
}

/** Through the funnel to a card token at checkout, or the outcome that stopped it (sold out, a failure: both recorded). */
export async function toCheckout(run: Run, i: number): Promise<AtCheckout | { outcome: Outcome }> {
  const browser = await openBrowser(run.base, address(i + 1), run.rec);
  if (!browser) return { outcome: 'failed' };
  const { call } = browser;
  const reg = await call('information', 'POST', '/api/register/', information(run, i));
  if (reg.status === 409) return { outcome: 'sold out' };
  if (reg.status !== 200) return { outcome: 'failed' };
  const id: string = reg.body.id;
  const steps: [string, 'GET' | 'POST' | 'PATCH', string, unknown?][] = [
    ['objectives', 'POST', '/api/objectives/', { id, answers: { question_1: 'keep_in_house', question_2: 'cases_1_2', question_3: 'relapse', question_4: 'clinical_coaching' } }],
    ['scanner offer', 'POST', '/api/go-digital-offer', { id, owns_scanner: 'no', added_to_cart: false }],
    ['modules (read)', 'GET', `/api/scorm-modules/${id}`],
    // Each module: a progress commit on the way, then its completion (as the SCORM API's LMSCommit sends them).
    ...MODULE_IDS.flatMap((moduleId): [string, 'PATCH', string, unknown][] => [
      ['scorm commit', 'PATCH', '/api/scorm-modules/update', { registrationId: id, moduleId, cmi: { lesson_status: 'incomplete', lesson_location: '2' } }],
      ['scorm commit', 'PATCH', '/api/scorm-modules/update', { registrationId: id, moduleId, cmi: { lesson_status: 'completed', lesson_location: '5', score_raw: 100 } }],
    ]),
    ['quiz (read)', 'GET', `/api/quiz/${id}`],
    ['quiz', 'POST', '/api/quiz/', { id, answers: answerKey('standard') }],
    ['cart (read)', 'GET', `/api/cart/${id}${usesCoupon(i) ? `?coupon=${COUPON}` : ''}`],
    ...(usesCoupon(i) ? [['coupon', 'POST', '/api/coupon/', { registrationId: id, code: COUPON }] as [string, 'POST', string, unknown]] : []),
  ];
  for (const [step, method, path, body] of steps) {
    const res = await call(step, method, path, body);
    if (res.status !== 200) return { outcome: 'failed' };
    if (step === 'quiz' && !res.body?.passed) return { outcome: 'failed' };
  }
  const card = await call('tokenize', 'POST', '/api/payments/sandbox/tokenize', { cardNumber: '4242 4242 4242 4242', nameOnCard: 'Dana Reyes', expiry: expiry(), cvv: '731', postalCode: '60601' });
  if (card.status !== 200) return { outcome: 'failed' };
  return { i, browser, id, token: card.body.token };
}

/** The payment, with its idempotency key (the same on a resend: the same body is sent again). */
export async function pay(run: Run, c: AtCheckout): Promise<Outcome> {
  const body = {
    registrationId: c.id, paymentToken: c.token, idempotencyKey: randomBytes(16).toString('base64url'), billing: BILLING,
    termsAccepted: true, termsVersion: run.termsVersion, scannerTrial: false, ...(usesCoupon(c.i) ? { couponCode: COUPON } : {}),
  };
  const res = await c.browser.call('payment', 'POST', '/api/payment/', body);
  return res.status === 200 && res.body?.status ? 'paid' : 'failed';
}
