import { newPublicId } from '../../src/platform/security/ids';
import { mailFoundLinks } from '../../src/features/my-registration/links';
import { newRegistration, paymentBody, tokenize } from './checkout-fixtures';
import type { TestApp } from './test-app';

/** Shared set-up of the registrant's own changes (issue 42): sessions of one course, paid registrations with a team, their page's token. */

const HOUR = 3_600_000;

export interface SessionOptions {
  startsInHours?: number;
  capacity?: number;
  taken?: number;
  teamSeats?: number;
  variant?: 'standard' | 'pediatric';
  kind?: 'fundamentals' | 'onboarding';
  status?: 'published' | 'draft';
  courseType?: 'live' | 'on_demand';
  city?: string;
  /** The fees in cents (149500 USD and 199500 CAD unless told). */
  feeUsd?: number;
  feeCad?: number;
  language?: 'en' | 'fr';
  dearerMoves?: 'pay' | 'refuse';
}

/** A session of the fundamentals course (standard), ten days ahead unless told. */
export async function session(t: TestApp, o: SessionOptions = {}): Promise<string> {
  const id = newPublicId();
  const live = (o.courseType ?? 'live') === 'live';
  const starts = live ? new Date(Date.now() + (o.startsInHours ?? 240) * HOUR) : null;
  await t.db.pool.query(
    `insert into offerings (id, kind, course_type, variant, modality, title_en, title_fr, presenter, language, starts_at, ends_at, time_zone, country, state, city, venue,
       seats_capacity, seats_taken, team_seat_amount, fee_usd_cents, fee_cad_cents, status, dearer_moves)
     values ($1, $2, $3, $4, $5, 'Self-Service Fundamentals', 'Fondamentaux en libre-service', 'Dr. Mo Ve', $15, $6, $7, 'America/Chicago', 'US', 'IL', $8, 'Hall A',
       $9, $10, $11, $13, $14, $12, $16)`,
    [
      id, o.kind ?? 'fundamentals', o.courseType ?? 'live', o.variant ?? 'standard', live ? 'in_person' : 'virtual', starts, starts && new Date(starts.getTime() + 7 * HOUR),
      o.city ?? 'Chicago', o.capacity ?? 20, o.taken ?? 0, o.teamSeats ?? 3, o.status ?? 'published', o.feeUsd ?? 149500, o.feeCad ?? 199500, o.language ?? 'en', o.dearerMoves ?? null,
    ],
  );
  return id;
}

export const seatsTaken = async (t: TestApp, id: string) => Number((await t.db.pool.query('select seats_taken from offerings where id = $1', [id])).rows[0].seats_taken);

/** The token of the newest link to a registration's page mailed to this address. */
export async function tokenMailed(t: TestApp, email: string): Promise<string> {
  const { rows } = await t.db.pool.query(`select text from outbox where "to" = $1 and text like '%/my-registration?token=%' order by created_at desc, id desc limit 1`, [email]);
  const token = /\/my-registration\?token=([\w-]{22})/.exec(rows[0]?.text ?? '')?.[1];
  if (!token) throw new Error(`no link mailed to ${email}`);
  return token;
}

let n = 0;
/**
 * A registration with `team` members, its seats claimed as registering would (the doctor's and one
 * per member), paid through the payment API (door tickets issued) unless `paid: false`, and its
 * page's token: from the confirmation, or from 'Find my registrations' (its job) when unpaid.
 */
export async function registrant(t: TestApp, offeringId: string, opts: { team?: number; locale?: string; paid?: boolean } = {}) {
  const email = `self.${Date.now()}.${++n}@example.com`;
  const { id } = await newRegistration(t, { offeringId, status: 'cart', email, locale: opts.locale });
  const team = opts.team ?? 0;
  for (let i = 0; i < team; i++) {
    await t.db.pool.query(`insert into team_members (id, registration_id, type, email, first_name, last_name) values ($1, $2, 'hygienist', $3, 'Ana', $4)`, [
      newPublicId(), id, `crew.${n}.${i}@example.com`, `Member${i}`,
    ]);
  }
  // The dev fixture claims no seat: the doctor's and the team's are claimed here, as registering would.
  await t.db.pool.query('update offerings set seats_taken = seats_taken + $2 where id = $1', [offeringId, 1 + team]);
  await t.db.pool.query('update registrations set holds_seats = true where id = $1', [id]);
  if (opts.paid ?? true) {
    const res = await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(id, await tokenize(t)) });
    if (res.statusCode !== 200) throw new Error(`payment: ${res.statusCode} ${res.body}`);
  } else {
    // What the "Find my registrations" job does, run here rather than awaited.
    await mailFoundLinks(t.db.orm, email, t.config.publicUrl);
  }
  return { id, email, token: await tokenMailed(t, email) };
}

/** The registration's tickets: which session, which holder, voided or not. */
export async function ticketRows(t: TestApp, registrationId: string) {
  const { rows } = await t.db.pool.query(
    'select id, offering_id, team_member_id, voided_at, void_reason from tickets where registration_id = $1 order by team_member_id nulls first, issued_at',
    [registrationId],
  );
  return rows as { id: string; offering_id: string; team_member_id: string | null; voided_at: Date | null; void_reason: string | null }[];
}
