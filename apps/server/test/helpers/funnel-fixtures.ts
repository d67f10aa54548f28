import { randomBytes } from 'node:crypto';
import type { Status } from '@portal/domain/registration/status';
import type { TestApp } from './test-app';

/** The funnel dashboard's seeded cohort: registrations made at a status, with quiz attempts and orders of known values. */
const id = () => randomBytes(16).toString('base64url');

export async function seeded(
  t: TestApp,
  o: { offeringId: string; status: Status; createdAt: string; locale?: string; utmSource?: string; utmCampaign?: string },
): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/dev/registrations', payload: o });
  if (res.statusCode !== 200) throw new Error(`fixture: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

export async function quizAttempt(t: TestApp, registrationId: string, passed: boolean, at: string) {
  await t.db.pool.query(
    `insert into quiz_attempts (id, registration_id, variant, answers, correct, passed, created_at) values ($1, $2, 'standard', '{}', $3, $4, $5)`,
    [id(), registrationId, passed ? 10 : 3, passed, at],
  );
}

export async function order(
  t: TestApp,
  registrationId: string,
  o: { status?: 'paid' | 'declined'; currency: 'USD' | 'CAD'; totalCents: number; coupon?: string; scannerTrial?: boolean; refundCents?: number },
) {
  const orderId = id();
  await t.db.pool.query(
    `insert into orders (id, registration_id, idempotency_key, status, currency, course_fee_cents, discount_cents, tax_cents, taxes, course_total_cents,
                         scanner_trial, scanner_trial_cents, order_total_cents, coupon_code, billing, terms_version, terms_accepted_at, provider)
     values ($1, $2, $3, $4, $5, $6, 0, 0, '[]', $6, $7, 0, $6, $8, '{}', 'v1', now(), 'sandbox')`,
    [orderId, registrationId, id(), o.status ?? 'paid', o.currency, o.totalCents, o.scannerTrial ?? false, o.coupon ?? null],
  );
  if (o.refundCents) {
    await t.db.pool.query(
      `insert into refunds (id, order_id, registration_id, amount_cents, currency, idempotency_key, provider, provider_reference, created_by)
       values ($1, $2, $3, $4, $5, $6, 'sandbox', $7, 'test')`,
      [id(), orderId, registrationId, o.refundCents, o.currency, id(), id()],
    );
  }
}

/** Moves a step's time to `hours` after the step before it was reached. */
export async function stepAfter(t: TestApp, registrationId: string, step: string, previous: string, hours: number) {
  await t.db.pool.query(
    `update registration_step_history h set reached_at = p.reached_at + make_interval(hours => $4)
     from registration_step_history p where h.registration_id = $1 and h.step = $2 and p.registration_id = $1 and p.step = $3`,
    [registrationId, step, previous, hours],
  );
}
