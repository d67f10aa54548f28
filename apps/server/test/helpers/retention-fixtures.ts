import { randomBytes } from 'node:crypto';
import { CARDS, newRegistration, OFFERING, paymentBody, tokenize } from './checkout-fixtures';
import type { TestApp } from './test-app';

/**
 * Records of known ages around each default retention period (24 months for unfinished
 * registrations and leads, 90 days for mail bodies, 84 months for the audit log): one day past
 * the period (due) or one day short of it (kept), plus records the rules must never touch. The
 * ages are computed here on their own (calendar years and days), not with the code under test.
 */
const DAY = 24 * 60 * 60 * 1000;
const yearsAgo = (years: number, days: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return new Date(d.getTime() + days * DAY);
};
/** 24 months back, then `days` later (negative: older). */
export const twoYears = (days: number) => yearsAgo(2, days);
export const sevenYears = (days: number) => yearsAgo(7, days);
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const id = () => randomBytes(16).toString('base64url');

/** Moves a registration and everything it did to `at`. */
export async function ageRegistration(t: TestApp, regId: string, at: Date) {
  const q = (sql: string) => t.db.pool.query(sql, [regId, at]);
  await q('update registrations set created_at = $2, updated_at = $2 where id = $1');
  await q('update registration_step_history set reached_at = $2 where registration_id = $1');
  await q('update scorm_progress set updated_at = $2 where registration_id = $1');
  await q('update quiz_attempts set created_at = $2 where registration_id = $1');
  await q('update objective_answers set created_at = $2 where registration_id = $1');
  await q('update go_digital_offers set created_at = $2 where registration_id = $1');
  await q('update orders set created_at = $2 where registration_id = $1');
  await q('update resume_tokens set created_at = $2, used_at = null where registration_id = $1');
}

async function registration(t: TestApp, status: 'quiz' | 'cart' | 'completed', at: Date): Promise<string> {
  const { id: regId } = await newRegistration(t, { status, offeringId: status === 'completed' ? OFFERING.onDemand : OFFERING.live });
  await ageRegistration(t, regId, at);
  return regId;
}

async function lead(t: TestApp, kind: 'contact_us' | 'scanner_trial', at: Date, followedUpAt?: Date): Promise<string> {
  const leadId = id();
  await t.db.pool.query(
    `insert into leads (id, kind, locale, first_name, last_name, email, phone, country, zip, payload_hash, created_at)
     values ($1, $2, 'en', 'Lena', 'Lead', $3, '+13125550100', 'US', '60601', 'h', $4)`,
    [leadId, kind, `lead.${leadId}@example.com`, at],
  );
  if (followedUpAt) await t.db.pool.query(`insert into lead_followups (source, source_id, status, notes, updated_at) values ($1, $2, 'contacted', 'called', $3)`, [kind, leadId, followedUpAt]);
  return leadId;
}

async function university(t: TestApp, at: Date): Promise<string> {
  const subId = id();
  await t.db.pool.query(
    `insert into university_submissions (id, locale, dental_service, open_account, first_name, last_name, phone, email_permanent, university, program, program_date, state, license, license_number, created_at)
     values ($1, 'en', false, false, 'Uma', 'Student', '+13125550101', $2, 'Other', 'DDS', '2024-06-01', 'IL', true, 'IL-777', $3)`,
    [subId, `uni.${subId}@example.com`, at],
  );
  return subId;
}

async function waiting(t: TestApp, status: 'waiting' | 'expired' | 'left', at: Date): Promise<string> {
  const wId = id();
  await t.db.pool.query(
    `insert into waiting_list (id, offering_id, email, first_name, last_name, locale, status, created_at) values ($1, $2, $3, 'Walt', 'Waiter', 'en', $4, $5)`,
    [wId, OFFERING.live, `wait.${wId}@example.com`, status, at],
  );
  return wId;
}

async function mail(t: TestApp, state: 'sent' | 'dead' | 'pending', at: Date): Promise<string> {
  const mId = id();
  await t.db.pool.query(
    `insert into outbox (id, "to", subject, text, html, created_at, sent_at, dead_at) values ($1, 'someone@example.com', 'Hello', 'Body text', '<p>Body</p>', $2, $3, $4)`,
    [mId, at, state === 'sent' ? at : null, state === 'dead' ? at : null],
  );
  return mId;
}

async function auditEntry(t: TestApp, at: Date): Promise<string> {
  const { rows } = await t.db.pool.query(`insert into audit_log (at, actor_label, entity, action, after) values ($1, 'old@example.com', 'lead', 'follow_up', '{"notes":"x"}') returning id::text`, [at]);
  return rows[0].id;
}

export interface Seeded {
  /** Due under each rule: a run changes exactly these. */
  due: { registrations: string[]; leads: string[]; university: string[]; waiting: string[]; mails: string[]; audit: string[] };
  /** Kept by each rule. */
  kept: { registrations: string[]; leads: string[]; university: string[]; waiting: string[]; mails: string[]; audit: string[] };
}

export async function seedRetentionCases(t: TestApp): Promise<Seeded> {
  // Unfinished registrations: due when last active a day past 24 months, with or without a declined payment.
  const dueReg = await registration(t, 'quiz', twoYears(-1));
  const { id: declined } = await newRegistration(t, { status: 'cart' });
  await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(declined, await tokenize(t, CARDS.declined)) });
  await ageRegistration(t, declined, twoYears(-2));
  const keptRecent = await registration(t, 'quiz', twoYears(1));
  // Old, but a funnel step, SCORM progress or a quiz attempt a day short of the period keeps it.
  const keptStep = await registration(t, 'quiz', twoYears(-30));
  await t.db.pool.query(`update registration_step_history set reached_at = $2 where registration_id = $1 and step = 'information'`, [keptStep, twoYears(1)]);
  const keptScorm = await registration(t, 'quiz', twoYears(-30));
  await t.db.pool.query(`insert into scorm_progress (registration_id, module_id, updated_at) values ($1, 'case-selection', $2)`, [keptScorm, twoYears(1)]);
  const keptQuiz = await registration(t, 'quiz', twoYears(-30));
  await t.db.pool.query(`insert into quiz_attempts (id, registration_id, variant, answers, correct, passed, created_at) values ($1, $2, 'standard', '{}', 1, false, $3)`, [id(), keptQuiz, twoYears(1)]);
  // Paid (an order) or sold outside the portal (a completion status): never unfinished, however old.
  const { id: paid } = await newRegistration(t, { status: 'cart' });
  const paidRes = await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(paid, await tokenize(t)) });
  if (paidRes.statusCode !== 200) throw new Error(`payment: ${paidRes.statusCode} ${paidRes.body}`);
  await ageRegistration(t, paid, twoYears(-100));
  const imported = await registration(t, 'completed', twoYears(-100));
  const alreadyDone = await registration(t, 'quiz', twoYears(-100));
  await t.db.pool.query(`update registrations set anonymised_at = $2 where id = $1`, [alreadyDone, twoYears(-50)]);

  const dueLead = await lead(t, 'contact_us', twoYears(-1));
  const keptFollowedUp = await lead(t, 'scanner_trial', twoYears(-40), twoYears(1));
  const keptLead = await lead(t, 'contact_us', twoYears(1));
  const dueUni = await university(t, twoYears(-1));
  const keptUni = await university(t, twoYears(1));
  const dueWait = await waiting(t, 'expired', twoYears(-1));
  const keptStillWaiting = await waiting(t, 'waiting', twoYears(-100));
  const keptLeft = await waiting(t, 'left', twoYears(1));

  const dueSent = await mail(t, 'sent', daysAgo(91));
  const dueDead = await mail(t, 'dead', daysAgo(91));
  const keptSent = await mail(t, 'sent', daysAgo(89));
  const keptPending = await mail(t, 'pending', daysAgo(400));

  const dueAudit = await auditEntry(t, sevenYears(-1));
  const keptAudit = await auditEntry(t, sevenYears(1));

  return {
    due: { registrations: [dueReg, declined], leads: [dueLead], university: [dueUni], waiting: [dueWait], mails: [dueSent, dueDead], audit: [dueAudit] },
    kept: {
      registrations: [keptRecent, keptStep, keptScorm, keptQuiz, paid, imported, alreadyDone],
      leads: [keptFollowedUp, keptLead],
      university: [keptUni],
      waiting: [keptStillWaiting, keptLeft],
      mails: [keptSent, keptPending],
      audit: [keptAudit],
    },
  };
}
