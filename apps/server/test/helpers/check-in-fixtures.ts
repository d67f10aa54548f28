import { newPublicId } from '../../src/platform/security/ids';
import { newRegistration, paymentBody, tokenize } from './checkout-fixtures';
import type { TestApp } from './test-app';

/** Shared set-up of the check-in tests and bench: live sessions, paid registrations with a team, tickets. */
export async function liveSession(t: TestApp, opts: { presenter?: string; courseType?: 'live' | 'on_demand' } = {}): Promise<string> {
  const id = newPublicId();
  const live = (opts.courseType ?? 'live') === 'live';
  await t.db.pool.query(
    `insert into offerings (id, kind, course_type, variant, modality, title_en, title_fr, presenter, language, starts_at, ends_at, time_zone, country, state, city, venue,
       seats_capacity, fee_usd_cents, fee_cad_cents, status)
     values ($1, 'fundamentals', $2, 'standard', $3, 'Door Fundamentals', 'Fondamentaux à la porte', $4, 'en', $5, $6, 'America/Chicago', 'US', 'IL', 'Chicago', 'Navy Pier Hall B',
       200, 149500, 199500, 'published')`,
    [id, opts.courseType ?? 'live', live ? 'in_person' : 'virtual', opts.presenter ?? 'Dr. Door Keeper', live ? new Date(Date.now() + 3 * 86_400_000) : null, live ? new Date(Date.now() + 3 * 86_400_000 + 7 * 3_600_000) : null],
  );
  return id;
}

/**
 * The session's day has come: it started an hour ago (paying for it is closed from now on). Its
 * tickets, issued at payment, were issued days before, as in life: a phone's scan time is never
 * believed before its ticket's issue (issue 50), so tickets made a moment ago would refuse the
 * tests' scans of "ten minutes ago". Order among them is kept; tickets already days old stay.
 */
export async function sessionStarted(t: TestApp, id: string): Promise<void> {
  await t.db.pool.query(`update offerings set starts_at = now() - interval '1 hour', ends_at = now() + interval '6 hours' where id = $1`, [id]);
  await t.db.pool.query(`update tickets set issued_at = issued_at - interval '3 days' where offering_id = $1 and issued_at > now() - interval '1 day'`, [id]);
}

let n = 0;
/** A registration paid through the payment API (where tickets are issued), with `team` team members. */
export async function paidRegistration(t: TestApp, offeringId: string, opts: { team?: number; lastName?: string; locale?: string } = {}) {
  const email = `door.${Date.now()}.${++n}@example.com`;
  const { id } = await newRegistration(t, { offeringId, status: 'cart', email, locale: opts.locale });
  await t.db.pool.query(`update registrations set first_name = 'Maya', last_name = $2 where id = $1`, [id, opts.lastName ?? `Patel${n}`]);
  for (let i = 0; i < (opts.team ?? 0); i++) {
    await t.db.pool.query(`insert into team_members (id, registration_id, type, email, first_name, last_name) values ($1, $2, 'hygienist', $3, 'Ana', $4)`, [
      newPublicId(), id, `team.${n}.${i}@example.com`, `Lopez${n}x${i}`,
    ]);
  }
  const paid = await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(id, await tokenize(t)) });
  if (paid.statusCode !== 200) throw new Error(`payment: ${paid.statusCode} ${paid.body}`);
  return { id, email };
}

export interface TicketFixture {
  id: string;
  token: string;
  offering_id: string;
  team_member_id: string | null;
  voided_at: Date | null;
  void_reason: string | null;
  checked_in_at: Date | null;
}

/** A registration's tickets, registrant first. */
export async function ticketsOf(t: TestApp, registrationId: string): Promise<TicketFixture[]> {
  const { rows } = await t.db.pool.query(
    `select id, token, offering_id, team_member_id, voided_at, void_reason, checked_in_at from tickets where registration_id = $1 order by team_member_id nulls first, issued_at`,
    [registrationId],
  );
  return rows;
}
