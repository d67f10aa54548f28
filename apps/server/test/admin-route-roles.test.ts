import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOfferings } from '../src/features/offerings/seed';
import { newRegistration, paymentBody, tokenize } from './helpers/checkout-fixtures';
import { SCANNER } from './helpers/lead-fixtures';
import { STAFF_ROLES, type StaffRole } from '@portal/domain/staff/roles';
import { newStaff, setupLink, signIn, type TestStaff } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { EXPECTED } from './helpers/admin-route-expected';

/**
 * Every route under /api/admin/, as registered, called anonymously and with every role: a route
 * refuses what its declared roles exclude (401 without a session, 403 with another role) and
 * works for the roles it names. A route that declares no roles is refused for everyone.
 */
const routes: RouteOptions[] = [];
let t: TestApp;
const staff = {} as Record<StaffRole, TestStaff>;
beforeAll(async () => {
  t = await createTestApp({}, {
    onRoute: (r) => routes.push(r),
    extend: async (app) => {
      app.get('/api/admin/forgot-to-declare', async () => ({ secret: 'data' }));
    },
  });
  await seedOfferings(t.db);
  for (const role of STAFF_ROLES) staff[role] = await newStaff(t, role);
});
afterAll(() => t.close());

type Sample = (who: TestStaff | null) => Promise<Omit<InjectOptions, 'method'>>;
const invitedId = async () => (await setupLink(t, 'viewer')).id;
const DUMMY = 'AAAAAAAAAAAAAAAAAAAAAA';
/** A past session presented by this staff member (linked to their account: educators act only on theirs). */
const presentedSession = async (who: TestStaff) => {
  const id = `pastMatrixSession${String(++n).padStart(5, '0')}`;
  await t.db.pool.query(
    `insert into offerings (id, kind, course_type, variant, modality, title_en, title_fr, presenter, presenter_staff_id, language, starts_at, ends_at, seats_capacity, fee_usd_cents, fee_cad_cents, status)
     values ($1, 'fundamentals', 'live', 'standard', 'virtual', 'Matrix', 'Matrice', 'Matrix Presenter', $2, 'en', now() - interval '2 days', now() - interval '47 hours', 10, 1, 1, 'published')`,
    [id, who.id],
  );
  return id;
};
const leadId = async () => {
  await t.call({ method: 'POST', url: '/api/scanner-trial/leads', payload: SCANNER(), remoteAddress: `10.77.${++n % 250}.1` });
  return `scanner_trial:${(await t.db.pool.query('select id from leads order by created_at desc limit 1')).rows[0].id}`;
};
const paidRegistrationId = async () => {
  const { id } = await newRegistration(t, { status: 'cart' });
  await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(id, await tokenize(t)) });
  return id;
};
const registrationId = async () => (await t.call({ method: 'POST', url: '/api/dev/registrations', payload: { offeringId: 'Cn9DwAy62m_-VXgk9y6L5Q', status: 'quiz' } })).json().id as string;
let n = 0;
/** A draft on-demand offering of its own, for a route that changes one. */
const sessionId = async () => {
  const id = `matrixSession${String(++n).padStart(9, '0')}`;
  await t.db.pool.query(
    `insert into offerings (id, kind, course_type, variant, modality, title_en, title_fr, language, seats_capacity, fee_usd_cents, fee_cad_cents, status)
     values ($1, 'fundamentals', 'on_demand', 'standard', 'virtual', 'Matrix', 'Matrice', 'en', 10, 100, 100, 'draft')`,
    [id],
  );
  return id;
};
const sessionUrl = async (who: TestStaff | null, tail = '') => ({ url: `/api/admin/sessions/${who ? await sessionId() : DUMMY}${tail}` });
const NEW_SESSION = {
  kind: 'fundamentals', courseType: 'live', variant: 'standard', modality: 'virtual', titleEn: 'Matrix', titleFr: 'Matrice', language: 'en',
  timeZone: 'America/Chicago', startsAt: '2031-01-10T15:00:00Z', endsAt: '2031-01-10T22:00:00Z', meetingUrl: 'https://meet.example.com/matrix',
  seatsCapacity: 20, feeUsdCents: 100, feeCadCents: 100,
};
/** A coupon and a DSO code for the routes that read or change one (kept in a state every call accepts). */
const matrixCoupon = async () => {
  await t.db.pool.query(`insert into coupons (code, percent_off) values ('MATRIX-COUPON', 10) on conflict do nothing`);
  return 'MATRIX-COUPON';
};
const matrixDsoCode = async () => {
  await t.db.pool.query(`insert into dso_codes (code, organization, discount_percent) values ('MATRIX-DSO', 'Matrix Dental', 10) on conflict do nothing`);
  return 'MATRIX-DSO';
};
/** An uploaded SCORM package (the shared sample; the same zip is the same package on every call). */
const SCORM_SAMPLE = readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'fixtures', 'scorm', 'singlescobasic.zip')).toString('base64');
const scormPackageId = async () =>
  (await t.call({ method: 'POST', url: '/api/admin/scorm-packages', payload: { fileName: 'singlescobasic.zip', data: SCORM_SAMPLE }, cookies: await sessionOf(staff.administrator) })).json().id as string;
/** A mail whose every retry failed (a dead letter), for the Mail screen's routes. */
const deadLetterId = async () => {
  const id = `matrixMail${String(++n).padStart(12, '0')}`;
  await t.db.pool.query(`insert into outbox (id, "to", subject, text, attempts, last_error, dead_at) values ($1, 'dead@example.com', 'Matrix', 'Matrix', 3, '550 refused', now())`, [id]);
  return id;
};
/** A webhook endpoint (added by an administrator; nobody listens at the discard port) and one of its deliveries. */
const WEBHOOK_ENDPOINT = { url: 'http://127.0.0.1:9/matrix', description: 'Matrix', events: ['lead.created'] };
const webhookEndpointId = async () =>
  (await t.call({ method: 'POST', url: '/api/admin/webhook-endpoints', payload: WEBHOOK_ENDPOINT, cookies: await sessionOf(staff.administrator) })).json().id as string;
const webhookDeliveryId = async () =>
  (await t.call({ method: 'POST', url: `/api/admin/webhook-endpoints/${await webhookEndpointId()}/test`, cookies: await sessionOf(staff.administrator) })).json().id as string;
/** A privacy request confirmed by staff, with a waiting-list entry under its address (something to find, correct and erase). */
const privacyRequest = async (kind: 'access' | 'correction' | 'erasure') => {
  const id = `matrixPrivacy${String(++n).padStart(9, '0')}`;
  const email = `matrix.privacy.${n}@example.com`;
  await t.db.pool.query(
    `insert into privacy_requests (id, kind, email, email_hash, locale, source, confirmed_at, due_at) values ($1, $2, $3, encode(sha256(convert_to($3, 'UTF8')), 'hex'), 'en', 'staff', now(), now() + interval '30 days')`,
    [id, kind, email],
  );
  const entry = `matrixWaiting${String(n).padStart(9, '0')}`;
  await t.db.pool.query(`insert into waiting_list (id, offering_id, email, first_name, last_name, locale) values ($1, 'Cn9DwAy62m_-VXgk9y6L5Q', $2, 'Mat', 'Rix', 'en')`, [entry, email]);
  return { id, email, entry };
};
const privacyUrl = async (who: TestStaff | null, kind: 'access' | 'correction' | 'erasure', tail = '') => ({ url: `/api/admin/privacy-requests/${who ? (await privacyRequest(kind)).id : DUMMY}${tail}` });
/** A request that succeeds for an allowed caller; a new admin route needs one here. */
const SAMPLES: Record<string, Sample> = {
  'GET /api/admin/auth/me': async () => ({}),
  'POST /api/admin/auth/logout-everywhere': async () => ({}),
  'GET /api/admin/staff': async () => ({ query: { page: '1', perPage: '10' } }),
  'POST /api/admin/staff': async () => ({ payload: { email: `invitee.${++n}@example.com`, name: 'New Person', role: 'viewer' } }),
  'GET /api/admin/staff/:id': async (who) => ({ url: `/api/admin/staff/${who ? await invitedId() : DUMMY}` }),
  'PATCH /api/admin/staff/:id': async (who) => ({ url: `/api/admin/staff/${who ? await invitedId() : DUMMY}`, payload: { role: 'educator' } }),
  'POST /api/admin/staff/:id/disable': async (who) => ({ url: `/api/admin/staff/${who ? await invitedId() : DUMMY}/disable` }),
  'GET /api/admin/audit': async () => ({ query: { entity: 'staff' } }),
  'GET /api/admin/registrations': async () => ({ query: { q: 'someone' } }),
  'GET /api/admin/leads': async () => ({ query: { status: 'new' } }),
  'GET /api/admin/dashboard': async () => ({ query: { from: '2026-01-01' } }),
  'GET /api/admin/funnel': async () => ({ query: { courseType: 'live' } }),
  'GET /api/admin/funnel.csv': async () => ({ query: { utmSource: 'newsletter' } }),
  'GET /api/admin/funnel/stalled': async () => ({ query: { step: 'objectives', days: '0' } }),
  'GET /api/admin/sessions/:id/roster': async (who) => ({ url: `/api/admin/sessions/${who ? await presentedSession(who) : DUMMY}/roster` }),
  'GET /api/admin/sessions/:id/roster.csv': async (who) => ({ url: `/api/admin/sessions/${who ? await presentedSession(who) : DUMMY}/roster.csv` }),
  'GET /api/admin/agd-rosters': async () => ({}),
  'GET /api/admin/sessions/:id/agd-roster.csv': async (who) => ({ url: `/api/admin/sessions/${who ? await presentedSession(who) : DUMMY}/agd-roster.csv` }),
  'POST /api/admin/sessions/:id/agd-roster/sent': async (who) => ({ url: `/api/admin/sessions/${who ? await presentedSession(who) : DUMMY}/agd-roster/sent`, payload: { period: '' } }),
  'GET /api/admin/evaluation-forms': async () => ({}),
  'GET /api/admin/evaluation-forms/:id': async () => ({ url: '/api/admin/evaluation-forms/live:standard' }),
  'PUT /api/admin/evaluation-forms/:id': async () => ({ url: '/api/admin/evaluation-forms/live:pediatric', payload: { questions: [{ id: 'objectives_met', kind: 'rating' }], certificateWaits: false } }),
  'GET /api/admin/evaluation-results': async () => ({ query: { courseKey: 'live:standard' } }),
  'GET /api/admin/evaluation-results.csv': async () => ({ query: { courseKey: 'live:standard' } }),
  'GET /api/admin/disclosures': async () => ({}),
  'PUT /api/admin/disclosures/courses/:id': async () => ({ url: '/api/admin/disclosures/courses/live:pediatric', payload: { en: 'A relationship.', fr: '' } }),
  'PUT /api/admin/disclosures/presenters': async () => ({ payload: { name: 'Dr. Role Test', en: 'A relationship.', fr: '' } }),
  'POST /api/admin/sessions/:id/check-in': async (who) => ({ url: `/api/admin/sessions/${who ? await presentedSession(who) : DUMMY}/check-in`, payload: { token: DUMMY } }),
  'POST /api/admin/sessions/:id/check-in/by-ticket/:ticketId': async (who) => ({ url: `/api/admin/sessions/${who ? await presentedSession(who) : DUMMY}/check-in/by-ticket/${DUMMY}` }),
  'GET /api/admin/sessions/:id/check-in': async (who) => ({ url: `/api/admin/sessions/${who ? await presentedSession(who) : DUMMY}/check-in`, query: { q: 'someone' } }),
  'GET /api/admin/sessions/:id/check-in/summary': async (who) => ({ url: `/api/admin/sessions/${who ? await presentedSession(who) : DUMMY}/check-in/summary` }),
  'GET /api/admin/sessions/:id/check-in/roster': async (who) => ({ url: `/api/admin/sessions/${who ? await presentedSession(who) : DUMMY}/check-in/roster` }),
  'POST /api/admin/sessions/:id/check-in/sync': async (who) => ({ url: `/api/admin/sessions/${who ? await presentedSession(who) : DUMMY}/check-in/sync`, payload: { scans: [{ key: crypto.randomUUID(), digest: 'A'.repeat(43), scannedAt: new Date().toISOString(), admitted: true }] } }),
  'POST /api/admin/sessions/:id/attendance': async (who) => {
    if (!who) return { url: `/api/admin/sessions/${DUMMY}/attendance`, payload: { registrationId: DUMMY, present: true } };
    const session = await presentedSession(who);
    const reg = await newRegistration(t, { offeringId: session, status: 'confirmation' });
    return { url: `/api/admin/sessions/${session}/attendance`, payload: { registrationId: reg.id, present: true } };
  },
  'POST /api/admin/sessions/:id/refund-all': async (who) => {
    if (!who) return { url: `/api/admin/sessions/${DUMMY}/refund-all` };
    const session = await presentedSession(who);
    await t.db.pool.query(`update offerings set status = 'cancelled' where id = $1`, [session]);
    return { url: `/api/admin/sessions/${session}/refund-all` };
  },
  'GET /api/admin/exports/:kind': async () => ({ url: '/api/admin/exports/leads.csv', query: { from: '2026-01-01', to: '2026-01-31' } }),
  'POST /api/admin/campaign-imports': async () => ({ payload: { csv: 'email,first_name\n', dryRun: true } }),
  'GET /api/admin/coupons': async () => ({ query: { q: 'matrix', active: 'true' } }),
  'GET /api/admin/coupons/:code': async () => ({ url: `/api/admin/coupons/${await matrixCoupon()}` }),
  'POST /api/admin/coupons': async () => ({ payload: { code: `MATRIX-NEW-${++n}`, percentOff: 10 } }),
  'PATCH /api/admin/coupons/:code': async () => ({ url: `/api/admin/coupons/${await matrixCoupon()}`, payload: { maxUses: 50 } }),
  'POST /api/admin/coupons/:code/activate': async () => ({ url: `/api/admin/coupons/${await matrixCoupon()}/activate` }),
  'POST /api/admin/coupons/:code/deactivate': async () => ({ url: `/api/admin/coupons/${await matrixCoupon()}/deactivate` }),
  'GET /api/admin/dso-codes': async () => ({ query: { q: 'matrix' } }),
  'GET /api/admin/dso-codes/:code': async () => ({ url: `/api/admin/dso-codes/${await matrixDsoCode()}` }),
  'POST /api/admin/dso-codes': async () => ({ payload: { code: `MATRIX-DSO-${++n}`, organization: 'Matrix Dental', discountPercent: 10 } }),
  'PATCH /api/admin/dso-codes/:code': async () => ({ url: `/api/admin/dso-codes/${await matrixDsoCode()}`, payload: { discountPercent: 12 } }),
  'POST /api/admin/dso-codes/:code/activate': async () => ({ url: `/api/admin/dso-codes/${await matrixDsoCode()}/activate` }),
  'POST /api/admin/dso-codes/:code/deactivate': async () => ({ url: `/api/admin/dso-codes/${await matrixDsoCode()}/deactivate` }),
  'GET /api/admin/tax-rates': async () => ({ query: { country: 'US' } }),
  'PUT /api/admin/tax-rates/:country/:region/:code': async () => ({ url: '/api/admin/tax-rates/US/IL/SALES_TAX', payload: { rate: 6250 } }),
  'DELETE /api/admin/tax-rates/:country/:region/:code': async (who) => {
    if (who) await t.db.pool.query(`insert into sales_tax_rates (country, region, code, rate) values ('US', 'WY', 'SALES_TAX', 4000) on conflict do nothing`);
    return { url: '/api/admin/tax-rates/US/WY/SALES_TAX' };
  },
  'GET /api/admin/leads/:id': async (who) => ({ url: `/api/admin/leads/${who ? await leadId() : `contact_us:${DUMMY}`}` }),
  'PATCH /api/admin/leads/:id': async (who) => ({ url: `/api/admin/leads/${who ? await leadId() : `contact_us:${DUMMY}`}`, payload: { status: 'contacted' } }),
  'GET /api/admin/registrations/:id': async (who) => ({ url: `/api/admin/registrations/${who ? await registrationId() : DUMMY}` }),
  'PATCH /api/admin/registrations/:id': async (who) => ({ url: `/api/admin/registrations/${who ? await registrationId() : DUMMY}`, payload: { lastName: 'Corrected' } }),
  'POST /api/admin/registrations/:id/move': async (who) => ({ url: `/api/admin/registrations/${who ? await registrationId() : DUMMY}/move`, payload: { offeringId: 'riYq_FCdlx8XAwtXpBfZIw' } }),
  'GET /api/admin/registrations/:id/move-quote': async (who) => ({ url: `/api/admin/registrations/${who ? await registrationId() : DUMMY}/move-quote`, query: { offeringId: 'riYq_FCdlx8XAwtXpBfZIw' } }),
  'POST /api/admin/registrations/:id/resume-link': async (who) => ({ url: `/api/admin/registrations/${who ? await registrationId() : DUMMY}/resume-link` }),
  'POST /api/admin/registrations/:id/resend-confirmation': async (who) => ({ url: `/api/admin/registrations/${who ? await paidRegistrationId() : DUMMY}/resend-confirmation` }),
  'POST /api/admin/registrations/:id/cancel': async (who) => ({ url: `/api/admin/registrations/${who ? (await newRegistration(t, { status: 'quiz' })).id : DUMMY}/cancel`, payload: { reason: 'matrix' } }),
  'POST /api/admin/registrations/:id/refund': async (who) => ({
    url: `/api/admin/registrations/${who ? await paidRegistrationId() : DUMMY}/refund`,
    payload: { amountCents: 100, reason: 'matrix', idempotencyKey: `matrix-key-${++n}-${Date.now()}` },
  }),
  'GET /api/admin/registrations/:id/transcript.pdf': async (who) => ({ url: `/api/admin/registrations/${who ? await registrationId() : DUMMY}/transcript.pdf` }),
  'GET /api/admin/registrations/:id/receipts/:file': async (who) => {
    if (!who) return { url: `/api/admin/registrations/${DUMMY}/receipts/R-2026-000001.pdf` };
    const id = await paidRegistrationId();
    const { number } = (await t.db.pool.query('select number from receipts where registration_id = $1', [id])).rows[0];
    return { url: `/api/admin/registrations/${id}/receipts/${number}.pdf` };
  },
  'GET /api/admin/api-tokens': async () => ({}),
  'POST /api/admin/api-tokens': async () => ({ payload: { name: 'matrix' } }),
  'DELETE /api/admin/api-tokens/:id': async (who) => {
    if (!who) return { url: `/api/admin/api-tokens/${DUMMY}` };
    const cookies = await sessionOf(who);
    const made = await t.call({ method: 'POST', url: '/api/admin/api-tokens', payload: { name: 'to revoke' }, cookies });
    return { url: `/api/admin/api-tokens/${made.json().id ?? DUMMY}` };
  },
  'GET /api/admin/sessions': async () => ({ query: { page: '1', perPage: '10', status: 'draft' } }),
  'GET /api/admin/sessions/:id': async (who) => sessionUrl(who),
  'GET /api/admin/session-presenters': async () => ({}),
  'POST /api/admin/sessions': async () => ({ payload: NEW_SESSION }),
  'PATCH /api/admin/sessions/:id': async (who) => ({ ...(await sessionUrl(who)), payload: { seatsCapacity: 12 } }),
  'POST /api/admin/sessions/:id/publish': async (who) => sessionUrl(who, '/publish'),
  'POST /api/admin/sessions/:id/unpublish': async (who) => sessionUrl(who, '/unpublish'),
  'POST /api/admin/sessions/:id/cancel': async (who) => sessionUrl(who, '/cancel'),
  'POST /api/admin/scorm-packages': async () => ({ payload: { fileName: 'singlescobasic.zip', data: SCORM_SAMPLE } }),
  'GET /api/admin/scorm-packages': async () => ({ query: { page: '1', perPage: '10' } }),
  'GET /api/admin/scorm-packages/:id': async (who) => ({ url: `/api/admin/scorm-packages/${who ? await scormPackageId() : DUMMY}` }),
  'GET /api/admin/scorm-packages/:id/files/*': async (who) => ({ url: `/api/admin/scorm-packages/${who ? await scormPackageId() : DUMMY}/files/shared/launchpage.html` }),
  'GET /api/admin/module-assignments': async () => ({}),
  'PUT /api/admin/module-assignments/:variant/:moduleId/:language': async () => ({ url: '/api/admin/module-assignments/pediatric/case-selection/fr', payload: { packageId: null } }),
  'GET /api/admin/mail': async () => ({ query: { state: 'dead' } }),
  'GET /api/admin/mail/:id': async (who) => ({ url: `/api/admin/mail/${who ? await deadLetterId() : DUMMY}` }),
  'POST /api/admin/mail/:id/send-again': async (who) => ({ url: `/api/admin/mail/${who ? await deadLetterId() : DUMMY}/send-again` }),
  'GET /api/admin/webhook-endpoints': async () => ({ query: { page: '1', perPage: '10' } }),
  'GET /api/admin/webhook-endpoints/:id': async (who) => ({ url: `/api/admin/webhook-endpoints/${who ? await webhookEndpointId() : DUMMY}` }),
  'POST /api/admin/webhook-endpoints': async () => ({ payload: WEBHOOK_ENDPOINT }),
  'PATCH /api/admin/webhook-endpoints/:id': async (who) => ({ url: `/api/admin/webhook-endpoints/${who ? await webhookEndpointId() : DUMMY}`, payload: { description: 'Matrix CRM' } }),
  'POST /api/admin/webhook-endpoints/:id/rotate-secret': async (who) => ({ url: `/api/admin/webhook-endpoints/${who ? await webhookEndpointId() : DUMMY}/rotate-secret` }),
  'DELETE /api/admin/webhook-endpoints/:id': async (who) => ({ url: `/api/admin/webhook-endpoints/${who ? await webhookEndpointId() : DUMMY}` }),
  'POST /api/admin/webhook-endpoints/:id/test': async (who) => ({ url: `/api/admin/webhook-endpoints/${who ? await webhookEndpointId() : DUMMY}/test` }),
  'GET /api/admin/webhook-endpoints/:id/deliveries': async (who) => ({ url: `/api/admin/webhook-endpoints/${who ? await webhookEndpointId() : DUMMY}/deliveries` }),
  'POST /api/admin/webhook-deliveries/:id/redeliver': async (who) => ({ url: `/api/admin/webhook-deliveries/${who ? await webhookDeliveryId() : DUMMY}/redeliver` }),
  'GET /api/admin/retention': async () => ({}),
  'GET /api/admin/retention/runs': async () => ({ query: { page: '1', perPage: '10' } }),
  'POST /api/admin/retention/runs': async () => ({ payload: { dryRun: true } }),
  'GET /api/admin/privacy-requests': async () => ({ query: { page: '1', perPage: '10', status: 'open' } }),
  'POST /api/admin/privacy-requests': async () => ({ payload: { kind: 'access', email: `asked.${++n}@example.com`, locale: 'fr-CA', details: 'By phone' } }),
  'GET /api/admin/privacy-requests/:id': async (who) => privacyUrl(who, 'access'),
  'GET /api/admin/privacy-requests/:id/findings': async (who) => privacyUrl(who, 'access', '/findings'),
  'GET /api/admin/privacy-requests/:id/export': async (who) => privacyUrl(who, 'access', '/export'),
  'POST /api/admin/privacy-requests/:id/correct': async (who) => {
    if (!who) return { url: `/api/admin/privacy-requests/${DUMMY}/correct`, payload: { changes: [{ source: 'waitingList', id: DUMMY, field: 'lastName', value: 'X' }] } };
    const { id, entry } = await privacyRequest('correction');
    return { url: `/api/admin/privacy-requests/${id}/correct`, payload: { changes: [{ source: 'waitingList', id: entry, field: 'lastName', value: 'Rix-Corrected' }] } };
  },
  'POST /api/admin/privacy-requests/:id/erase': async (who) => {
    if (!who) return { url: `/api/admin/privacy-requests/${DUMMY}/erase`, payload: { confirmEmail: 'nobody@example.com' } };
    const { id, email } = await privacyRequest('erasure');
    return { url: `/api/admin/privacy-requests/${id}/erase`, payload: { confirmEmail: email } };
  },
  'POST /api/admin/privacy-requests/:id/close': async (who) => ({ ...(await privacyUrl(who, 'access', '/close')), payload: { status: 'refused', outcome: 'Matrix' } }),
};
/** Public routes (before sign-in): the hook lets them through; their own checks answer. */
const PUBLIC_SAMPLES: Record<string, InjectOptions['payload']> = {
  'POST /api/admin/auth/login': { email: 'nobody@example.com', password: 'whatever it is' },
  'POST /api/admin/auth/code': { code: '123456' },
  'POST /api/admin/auth/logout': undefined,
  'POST /api/admin/setup/check': { token: 'A'.repeat(43) },
  'POST /api/admin/setup/password': { token: 'A'.repeat(43), password: 'long enough password' },
  'POST /api/admin/setup/confirm': { token: 'A'.repeat(43), code: '123456' },
};

const adminRoutes = () =>
  routes
    .filter((r) => r.url.startsWith('/api/admin/'))
    .flatMap((r) => [r.method].flat().filter((m) => m !== 'HEAD').map((method) => ({ method, url: r.url, roles: r.config?.roles })));

/**
 * One sign-in per person, kept until a logout route ends it: a sign-in costs a password hash, and
 * signing in before each of the ~350 calls made this file take 80 s.
 */
const signedIn = new Map<string, Record<string, string>>();
async function sessionOf(who: TestStaff) {
  if (!signedIn.has(who.id)) signedIn.set(who.id, await signIn(t, who));
  return signedIn.get(who.id)!;
}

async function send(method: string, url: string, who: TestStaff | null, sample: Omit<InjectOptions, 'method'>) {
  const cookies = who ? await sessionOf(who) : {};
  const res = await t.call({ url, ...sample, method: method as InjectOptions['method'], cookies });
  if (who && url.startsWith('/api/admin/auth/logout')) signedIn.delete(who.id);
  return res;
}

describe('every admin route with every role', () => {
  it('has a sample request for every declared admin route, and finds the routes', () => {
    const keys = adminRoutes().filter((r) => r.roles !== undefined).map((r) => `${r.method} ${r.url}`);
    expect(keys.length).toBeGreaterThanOrEqual(16);
    expect(keys.filter((k) => !(k in SAMPLES) && !(k in PUBLIC_SAMPLES))).toEqual([]);
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('refuses a route that declares no roles, for everyone', async () => {
    const undeclared = adminRoutes().filter((r) => r.roles === undefined);
    expect(undeclared.map((r) => r.url)).toEqual(['/api/admin/forgot-to-declare']);
    for (const who of [null, ...STAFF_ROLES.map((r) => staff[r])]) {
      const res = await send('GET', '/api/admin/forgot-to-declare', who, {});
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('data');
    }
  });

  it('lets public routes through to their own checks', async () => {
    const open = adminRoutes().filter((x) => x.roles === 'public');
    expect(open.map((r) => `${r.method} ${r.url}`).sort()).toEqual(Object.keys(PUBLIC_SAMPLES).sort());
    for (const r of open) {
      const res = await send(r.method, r.url, null, { payload: PUBLIC_SAMPLES[`${r.method} ${r.url}`] });
      const body = res.body ? res.json() : {};
      expect([res.statusCode, body.code], `${r.method} ${r.url}`).not.toEqual([401, 'signInRequired']);
      expect(res.statusCode, `${r.method} ${r.url}`).not.toBe(403);
    }
  });

  it('answers 401 without a session, 403 for a role not named, 2xx for a role named', async () => {
    const seen: string[] = [];
    for (const r of adminRoutes().filter((x) => Array.isArray(x.roles))) {
      const key = `${r.method} ${r.url}`;
      const allowed = r.roles as readonly StaffRole[];
      expect([...allowed].sort(), key).toEqual([...EXPECTED[key]].sort());
      const anonymous = await send(r.method, r.url, null, await SAMPLES[key](null));
      expect(anonymous.statusCode, `${key} anonymous`).toBe(401);
      for (const role of STAFF_ROLES) {
        const res = await send(r.method, r.url, staff[role], await SAMPLES[key](staff[role]));
        if (allowed.includes(role)) expect(res.statusCode, `${key} as ${role}: ${res.body}`).toBeLessThan(300);
        else expect(res.statusCode, `${key} as ${role}`).toBe(403);
        seen.push(`${key} ${role} ${res.statusCode}`);
      }
    }
    // Every answer given above matched what its route declares (status, media type, JSON shape).
    expect(t.app.answerMismatches).toEqual([]);
    expect(seen.filter((s) => s.startsWith('POST /api/admin/staff ')).map((s) => s.split(' ').slice(-2).join(' '))).toEqual([
      'administrator 201', 'operations 403', 'educator 403', 'viewer 403',
    ]);
    // Over 60 routes, each called anonymously and as every role with real samples (uploads, payments,
    // receipts): about 6 s alone on two cores, more beside the other test files.
  }, 120_000);
});
