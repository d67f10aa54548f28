import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { CONSENT_TEXT_VERSION } from '@portal/domain/privacy/consent';
import { DEMO_OFFERINGS } from '../../src/features/offerings/seed';
import { SCHEDULE_OFFERING_IDS as S } from '../../src/features/schedule/seed';
import { SANDBOX_SIGNATURE_HEADER, signSandboxEvent } from '../../src/platform/payments/sandbox-webhook';
import { newPublicId } from '../../src/platform/security/ids';
import { mailFoundLinks } from '../../src/features/my-registration/links';
import { attendanceToken, attendee, mark } from './certificate-fixtures';
import { CARDS, OFFERING, newRegistration, paymentBody, tokenize } from './checkout-fixtures';
import { liveSession, paidRegistration, ticketsOf } from './check-in-fixtures';
import { NO, SCANNER, US } from './lead-fixtures';
import type { TestApp } from './test-app';
import { PAID_BROWSER_COOKIE, paidBrowserValue } from '../../src/features/my-registration/paid-browser';

/**
 * A request per public API route (every route outside /api/admin/) that gets a success answer,
 * and the status it must answer: public-route-answers.test.ts walks them. A route answering more
 * than one success status (POST /api/payment/: 200 paid, 202 authenticate) has a case for each.
 * The app needs seedOfferings and seedScheduleOfferings.
 */
export interface Case { status: number; request: InjectOptions & { via?: 'token' } }
type Sample = (t: TestApp) => Promise<Case[]>;

const ok = (request: InjectOptions, status = 200): Case[] => [{ status, request }];
const get = (url: string, query?: Record<string, string>) => ok({ method: 'GET', url, query });
const post = (url: string, payload: object, status = 200) => ok({ method: 'POST', url, payload }, status);
const q = async (t: TestApp, sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const inStatus = async (t: TestApp, status: 'objectives' | 'go_digital_landing' | 'scorm' | 'quiz' | 'cart' | 'confirmation') =>
  (await newRegistration(t, { status })).id;
/** The link's token in the last mail to this address. */
const tokenMailed = async (t: TestApp, to: string, pattern: RegExp) => {
  const [mail] = await q(t, 'select text from outbox where "to" = $1 order by created_at desc limit 1', [to]);
  return pattern.exec(mail?.text ?? '')?.[1] ?? 'none-mailed';
};

/** One certificate (a past session's attendee, marked through the token API), made once per app. */
const certified = new WeakMap<TestApp, Promise<{ email: string; id: string; code: string }>>();
const certificate = (t: TestApp) => {
  if (!certified.has(t)) certified.set(t, (async () => {
    const { id, email } = await attendee(t, S.pastMiami);
    await mark(t, S.pastMiami, email);
    const [row] = await q(t, 'select id, verification_code from certificates where registration_id = $1', [id]);
    return { email, id: row.id as string, code: row.verification_code as string };
  })());
  return certified.get(t)!;
};
let n = 0;
const paid = async (t: TestApp) => (await paidRegistration(t, await liveSession(t))).id;

/** A paid registration of the session, and its page's token from the confirmation. */
const pageOfPaid = async (t: TestApp, session: string) => {
  const { email } = await paidRegistration(t, session);
  const [mail] = await q(t, `select text from outbox where "to" = $1 and text like '%my-registration?token=%'`, [email]);
  return /my-registration\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? 'none-mailed';
};

export const SAMPLES: Record<string, Sample> = {
  'GET /api/csrf': async () => get('/api/csrf'),
  'GET /api/site-config': async () => get('/api/site-config'),
  'GET /api/tc': async () => get('/api/tc'),
  'GET /api/events/': async () => get('/api/events/', { country: 'US' }),
  'GET /api/availability/': async () => get('/api/availability/'),
  'GET /api/availability/:campaignId': async () => get(`/api/availability/${OFFERING.live}`),
  'GET /api/registration/courses': async () => get('/api/registration/courses'),
  'POST /api/register/': async () => post('/api/register/', {
    campaignId: OFFERING.live, firstName: 'Dana', lastName: 'Reyes', email: `dana.${newPublicId()}@example.com`, phone: '(312) 555-0123',
    practiceName: 'Lakeshore Dental', role: 'doctor_owner', specialty: 'gp', address1: '100 Main St', address2: 'Suite 4', city: 'Chicago',
    country: 'US', state: 'IL', postalCode: '60601-1234', licenseNumber: 'IL-4455', licenseState: 'IL', npiNumber: '1234567893', agdNumber: '',
    hotelNeeded: 'yes', dietaryRestrictions: '', dsoCode: '', teamMembers: [],
  }),
  'POST /api/dso-codes/verify': async (t) => {
    await q(t, `insert into dso_codes (code, organization, discount_percent) values ('SAMPLEDSO', 'Sample Dental', 10) on conflict do nothing`);
    return post('/api/dso-codes/verify', { code: 'SAMPLEDSO' });
  },
  'GET /api/provider/id/': async () => get('/api/provider/id/'),
  'GET /api/provider/id/:id': async (t) => get(`/api/provider/id/${await inStatus(t, 'quiz')}`),
  'GET /api/provider/email/': async () => get('/api/provider/email/'),
  'GET /api/provider/email/:email': async (t) => get(`/api/provider/email/${(await newRegistration(t, { status: 'quiz', email: `lookup.${++n}@example.com` })).email}`),
  'POST /api/registration/resume': async (t) => {
    const { email } = await newRegistration(t, { status: 'quiz', email: `resume.${++n}@example.com` });
    await t.call({ method: 'GET', url: `/api/provider/email/${email}` });
    return post('/api/registration/resume', { token: await tokenMailed(t, email, /resume\?token=([\w-]+)/) });
  },
  'POST /api/waiting-list/': async () =>
    post('/api/waiting-list/', { offeringId: DEMO_OFFERINGS[5].id!, firstName: 'Wen', lastName: 'Park', email: `wait.${newPublicId()}@example.com` }),
  'GET /api/confirmation/:id': async (t) => get(`/api/confirmation/${await paid(t)}`),
  // The browser that paid: its signed cookie (another browser's 403 is confirmation-proof.test's).
  'GET /api/confirmation/:id/details': async (t) => {
    const id = await paid(t);
    return ok({ method: 'GET', url: `/api/confirmation/${id}/details`, cookies: { [PAID_BROWSER_COOKIE]: paidBrowserValue(t.config.secret, id, new Date(Date.now() + 600_000)) } });
  },
  'POST /api/confirmation/:id/my-registration-link': async (t) => post(`/api/confirmation/${await paid(t)}/my-registration-link`, {}),
  'POST /api/my-registrations': async (t) => post('/api/my-registrations', { email: (await newRegistration(t, { status: 'quiz', email: `mine.${++n}@example.com` })).email }),
  'GET /api/my-registration/:token': async (t) => {
    const { email } = await newRegistration(t, { status: 'quiz', email: `mine.${++n}@example.com` });
    // The job "Find my registrations" queues, run here rather than awaited.
    await mailFoundLinks(t.db.orm, email, t.config.publicUrl);
    return get(`/api/my-registration/${await tokenMailed(t, email, /my-registration\?token=([\w-]+)/)}`);
  },
  'POST /api/my-registration/:token/cancel': async (t) => {
    const { email } = await paidRegistration(t, await liveSession(t));
    const [mail] = await q(t, `select text from outbox where "to" = $1 and text like '%my-registration?token=%'`, [email]);
    const token = /my-registration\?token=([\w-]+)/.exec(mail.text)![1];
    const { actions } = (await t.call({ method: 'GET', url: `/api/my-registration/${token}` })).json();
    return post(`/api/my-registration/${token}/cancel`, { expectedRefundCents: actions.cancel.refundCents });
  },
  'GET /api/my-registration/:token/sessions': async (t) => {
    await liveSession(t);
    return get(`/api/my-registration/${await pageOfPaid(t, await liveSession(t))}/sessions`);
  },
  'GET /api/my-registration/:token/evaluation': async (t) => get(`/api/my-registration/${await pageOfPaid(t, await liveSession(t))}/evaluation`),
  'GET /api/my-registration/:token/transcript.pdf': async (t) => get(`/api/my-registration/${await pageOfPaid(t, await liveSession(t))}/transcript.pdf`),
  // Attended (a session that has started, marked): the evaluation is asked (issue 52).
  'POST /api/my-registration/:token/evaluation': async (t) => {
    const session = await liveSession(t);
    const token = await pageOfPaid(t, session);
    await q(t, `update offerings set starts_at = now() - interval '2 hours' where id = $1`, [session]);
    const [{ email }] = await q(t, 'select email from registrations where offering_id = $1', [session]);
    await mark(t, session, email);
    const answers = { objectives_met: 5, instructor_knowledge: 5, instructor_clarity: 4, relevance_to_practice: 4, commercial_bias: { answer: false } };
    return post(`/api/my-registration/${token}/evaluation`, { answers });
  },
  'POST /api/my-registration/:token/move': async (t) => {
    const token = await pageOfPaid(t, await liveSession(t));
    return post(`/api/my-registration/${token}/move`, { sessionId: await liveSession(t) });
  },
  'POST /api/my-registration/:token/move-hold': async (t) => {
    const token = await pageOfPaid(t, await liveSession(t));
    const dear = await liveSession(t);
    await q(t, 'update offerings set fee_usd_cents = fee_usd_cents + 100000, fee_cad_cents = fee_cad_cents + 100000 where id = $1', [dear]);
    return post(`/api/my-registration/${token}/move-hold`, { sessionId: dear });
  },
  'POST /api/my-registration/:token/move-payment': async (t) => {
    const cases = [];
    for (const [card, status] of [[CARDS.success, 200], [CARDS.authentication, 202]] as const) {
      const token = await pageOfPaid(t, await liveSession(t));
      const dear = await liveSession(t);
      await q(t, 'update offerings set fee_usd_cents = fee_usd_cents + 100000, fee_cad_cents = fee_cad_cents + 100000 where id = $1', [dear]);
      const hold = (await t.call({ method: 'POST', url: `/api/my-registration/${token}/move-hold`, payload: { sessionId: dear } })).json();
      cases.push(...post(`/api/my-registration/${token}/move-payment`, { holdId: hold.holdId, paymentToken: await tokenize(t, card), idempotencyKey: randomBytes(16).toString('base64url') }, status));
    }
    return cases;
  },
  'PUT /api/my-registration/:token/team': async (t) => {
    const session = await liveSession(t);
    await q(t, 'update offerings set team_seat_amount = 2 where id = $1', [session]);
    const token = await pageOfPaid(t, session);
    return ok({ method: 'PUT', url: `/api/my-registration/${token}/team`, payload: { teamMembers: [{ type: 'hygienist', email: `team.${++n}@example.com`, firstName: 'Ana', lastName: 'Lopez' }] } });
  },
  'GET /api/tickets/:token/:file': async (t) => {
    const [ticket] = await ticketsOf(t, await paid(t));
    return ['qr.svg', 'qr.png', 'ticket.pdf'].flatMap((file) => get(`/api/tickets/${ticket.token}/${file}`));
  },
  'GET /api/enrolment/:registrationId/calendar.ics': async (t) => get(`/api/enrolment/${await paid(t)}/calendar.ics`),
  'POST /api/reminders/unsubscribe': async (t) => {
    const token = randomBytes(32).toString('base64url');
    await q(t, `insert into reminders (id, registration_id, kind, sequence, unsubscribe_token_hash) values ($1, $2, 'funnel', 1, $3)`, [newPublicId(), await inStatus(t, 'quiz'), sha256(token)]);
    return post('/api/reminders/unsubscribe', { token });
  },
  'POST /api/objectives/': async (t) => post('/api/objectives/', {
    id: await inStatus(t, 'objectives'), answers: { question_1: 'keep_in_house', question_2: 'cases_1_2', question_3: 'relapse', question_4: 'clinical_coaching' },
  }),
  'POST /api/go-digital-offer': async (t) => post('/api/go-digital-offer', { id: await inStatus(t, 'go_digital_landing'), owns_scanner: 'no', added_to_cart: false }),
  'GET /api/quiz/:id': async (t) => get(`/api/quiz/${await inStatus(t, 'quiz')}`),
  'POST /api/quiz/': async (t) => {
    const id = await inStatus(t, 'quiz');
    const quiz = (await t.call({ method: 'GET', url: `/api/quiz/${id}` })).json() as { questions: { id: string; options: string[] }[] };
    return post('/api/quiz/', { id, answers: Object.fromEntries(quiz.questions.map((x) => [x.id, x.options[0]])) });
  },
  'GET /api/scorm-modules/:id': async (t) => get(`/api/scorm-modules/${await inStatus(t, 'scorm')}`),
  'PATCH /api/scorm-modules/update': async (t) =>
    ok({ method: 'PATCH', url: '/api/scorm-modules/update', payload: { registrationId: await inStatus(t, 'scorm'), moduleId: 'fundamentals', cmi: { lesson_location: '2', lesson_status: 'incomplete' } } }),
  'GET /api/cart/:id': async (t) => {
    await q(t, `insert into coupons (code, percent_off) values ('SAMPLE10', 10) on conflict do nothing`);
    return get(`/api/cart/${await inStatus(t, 'cart')}`, { coupon: 'SAMPLE10' });
  },
  'POST /api/coupon/': async (t) => {
    await q(t, `insert into coupons (code, percent_off) values ('SAMPLE10', 10) on conflict do nothing`);
    return post('/api/coupon/', { registrationId: await inStatus(t, 'cart'), code: 'SAMPLE10' });
  },
  'POST /api/payment/': async (t) => [
    ...post('/api/payment/', paymentBody(await inStatus(t, 'cart'), await tokenize(t))),
    ...post('/api/payment/', paymentBody(await inStatus(t, 'cart'), await tokenize(t, CARDS.authentication)), 202),
  ],
  'GET /api/payment/config': async () => get('/api/payment/config'),
  'POST /api/payments/sandbox/tokenize': async () =>
    post('/api/payments/sandbox/tokenize', { cardNumber: '4242 4242 4242 4242', nameOnCard: 'Maya Patel', expiry: '11/39', cvv: '731', postalCode: '60601' }),
  'POST /api/payments/sandbox/authenticate': async (t) => {
    const pending = await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(await inStatus(t, 'cart'), await tokenize(t, CARDS.authentication)) });
    return post('/api/payments/sandbox/authenticate', { clientSecret: pending.json().clientSecret, approve: true });
  },
  'POST /api/webhooks/:provider': async (t) => {
    const body = JSON.stringify({ id: `evt_${newPublicId()}`, type: 'charge.updated', data: {} });
    const secret = createHmac('sha256', t.config.secret).update('sandbox-webhook').digest('hex');
    return ok({ method: 'POST', url: '/api/webhooks/sandbox', payload: body, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(body, secret, Date.now()) } });
  },
  'GET /api/my-registration/:token/receipts/:file': async (t) => {
    const session = await liveSession(t);
    const token = await pageOfPaid(t, session);
    const [{ number }] = await q(t, `select c.number from receipts c join orders o on o.id = c.order_id where o.offering_id = $1 order by c.created_at desc limit 1`, [session]);
    return get(`/api/my-registration/${token}/receipts/${number}.pdf`);
  },
  // The browser that paid (another browser's 403 is receipts.test's).
  'GET /api/confirmation/:id/receipts/:file': async (t) => {
    const id = await paid(t);
    const [{ number }] = await q(t, 'select number from receipts where registration_id = $1', [id]);
    return ok({ method: 'GET', url: `/api/confirmation/${id}/receipts/${number}.pdf`, cookies: { [PAID_BROWSER_COOKIE]: paidBrowserValue(t.config.secret, id, new Date(Date.now() + 600_000)) } });
  },
  'GET /api/certificate/:email': async (t) => get(`/api/certificate/${(await certificate(t)).email}`),
  'GET /api/certificate/:email/:certificateId/:file': async (t) => {
    const { email, id } = await certificate(t);
    return ['certificate.pdf', 'letter.pdf'].flatMap((file) => get(`/api/certificate/${email}/${id}/${file}`));
  },
  'GET /api/verify/:code': async (t) => get(`/api/verify/${(await certificate(t)).code}`),
  'POST /api/attendance': async (t) => {
    const { email } = await attendee(t, S.pastMiami);
    return [{ status: 200, request: { method: 'POST', url: '/api/attendance', payload: { offeringId: S.pastMiami, emails: [email, 'nobody@example.com'] }, headers: { authorization: `Bearer ${await attendanceToken(t)}` }, via: 'token' } }];
  },
  'POST /api/consents': async () => post('/api/consents', { choices: { measurement: true, marketing: false }, sourcePage: '/', textVersion: CONSENT_TEXT_VERSION }, 201),
  'POST /api/privacy-requests': async () => post('/api/privacy-requests', { kind: 'access', email: `ask.${newPublicId()}@example.com`, details: '' }, 202),
  'POST /api/privacy-requests/confirm': async (t) => {
    const email = `confirm.${++n}@example.com`;
    await t.call({ method: 'POST', url: '/api/privacy-requests', payload: { kind: 'erasure', email, details: '' }, remoteAddress: '10.99.0.1' });
    return post('/api/privacy-requests/confirm', { token: await tokenMailed(t, email, /confirm\?token=([\w-]+)/) });
  },
  'POST /api/contact-us/': async () => post('/api/contact-us/', US(), 201),
  'POST /api/scanner-trial/leads': async () => post('/api/scanner-trial/leads', SCANNER(), 201),
  'POST /api/university-form/': async () => post('/api/university-form/', NO(), 201),
  'GET /api/brochure.pdf': async () => get('/api/brochure.pdf'),
};
