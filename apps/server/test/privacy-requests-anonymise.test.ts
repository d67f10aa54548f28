import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANONYMISED_NAME, anonymiseLeads, anonymiseRegistrations, anonymiseUniversitySubmissions, anonymiseWaitingList, purgeMailBodies, redactAuditEntries,
} from '../src/features/privacy-requests/anonymise';
import { seedOfferings } from '../src/features/offerings/seed';
import { drawMailAttachment } from '../src/mail-attachments';
import { deliverOne } from '../src/platform/mail/outbox';
import { personWithHistory, type PrivacyPerson } from './helpers/privacy-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The anonymisers shared by an erasure and the retention job: each strips its records' personal
 * fields, keeps the non-personal facts, touches nothing else, and counts 0 on a second run.
 */
let t: TestApp;
let p: PrivacyPerson;
let other: PrivacyPerson;
const now = new Date('2026-11-27T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  p = await personWithHistory(t);
  other = await personWithHistory(t);
});
afterAll(() => t.close());

const inTx = <T>(work: Parameters<TestApp['db']['orm']['transaction']>[0] extends (tx: infer X) => unknown ? (tx: X) => Promise<T> : never) =>
  t.db.orm.transaction(work);
const one = async (sql: string, params: unknown[]) => (await t.db.pool.query(sql, params)).rows[0];

describe('anonymisers', () => {
  it('a registration: names, address, phone, licence gone; its team, resume tokens and answers too; the facts stay', async () => {
    await t.db.pool.query(`insert into resume_tokens (token_hash, registration_id, expires_at) values ('h-${p.registrationId}', $1, now() + interval '1 day')`, [p.registrationId]);
    expect(await inTx((tx) => anonymiseRegistrations(tx, [p.registrationId], now))).toBe(1);
    const r = await one('select * from registrations where id = $1', [p.registrationId]);
    expect(r.email).toBe(`anonymised+${p.registrationId}@invalid.invalid`);
    expect([r.first_name, r.last_name]).toEqual([ANONYMISED_NAME, ANONYMISED_NAME]);
    expect(r.anonymised_at.toISOString()).toBe(now.toISOString());
    expect(r.information).toMatchObject({ country: 'US', state: 'IL', role: 'doctor_owner', specialty: 'gp', phone: '', licenseNumber: '', address1: '', npiNumber: '' });
    expect(JSON.stringify(r.information)).not.toMatch(/Erin|Vasquez|555|LIC-|Private Lane|Family Dental/);
    const team = await one('select email, first_name from team_members where registration_id = $1', [p.registrationId]);
    expect(team.email).toMatch(/^anonymised\+.+@invalid\.invalid$/);
    expect(team.first_name).toBe(ANONYMISED_NAME);
    expect((await one('select count(*)::int as c from resume_tokens where registration_id = $1', [p.registrationId])).c).toBe(0);
    // The step history stays for the funnel dashboard.
    expect((await one('select count(*)::int as c from registration_step_history where registration_id = $1', [p.registrationId])).c).toBeGreaterThan(0);
    // The other person is untouched; a second run changes nothing.
    expect((await one('select first_name from registrations where id = $1', [other.registrationId])).first_name).toBe('Erin');
    expect(await inTx((tx) => anonymiseRegistrations(tx, [p.registrationId], now))).toBe(0);
  });

  it('a lead, a university submission, a waiting-list entry', async () => {
    expect(await inTx((tx) => anonymiseLeads(tx, [p.leadId, 'no-such-id'], now))).toBe(1);
    const lead = await one('select * from leads where id = $1', [p.leadId]);
    expect([lead.first_name, lead.phone, lead.zip, lead.city, lead.dedup_key]).toEqual([ANONYMISED_NAME, '', '', null, null]);
    expect(lead.country).toBe('CA');
    expect(await inTx((tx) => anonymiseUniversitySubmissions(tx, [p.universityId], now))).toBe(1);
    const uni = await one('select * from university_submissions where id = $1', [p.universityId]);
    expect([uni.license_number, uni.npi_number, uni.address, uni.phone]).toEqual([null, null, null, '']);
    expect(uni.email_permanent).toBe(`anonymised+${p.universityId}@invalid.invalid`);
    expect(uni.program).toBe('Pre-Doc');
    expect(await inTx((tx) => anonymiseWaitingList(tx, [p.waitingListId], now))).toBe(1);
    expect((await one('select email from waiting_list where id = $1', [p.waitingListId])).email).toBe(`anonymised+${p.waitingListId}@invalid.invalid`);
    expect(await inTx((tx) => anonymiseWaitingList(tx, [p.waitingListId], now))).toBe(0);
  });

  it("mails: bodies and attachments go, who and the subject stay; audit values are redacted only in privacy maintenance", async () => {
    const ids = (await t.db.pool.query('select id from outbox where "to" = $1', [p.email])).rows.map((r) => r.id as string);
    expect(ids.length).toBeGreaterThan(0);
    expect(await inTx((tx) => purgeMailBodies(tx, ids, now))).toBe(ids.length);
    const mail = await one('select * from outbox where id = $1', [ids[0]]);
    expect([mail.text, mail.html, mail.attachments, mail.to]).toEqual(['', null, [], p.email]);
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(await inTx((tx) => purgeMailBodies(tx, ids, now))).toBe(0);
    // Not sent yet (no SMTP here): the mail worker skips a purged mail instead of sending it empty.
    const sent: unknown[] = [];
    expect(await deliverOne(t.db.orm, ids[0], async (m) => void sent.push(m), false)).toBe('skipped');
    expect(sent).toEqual([]);
    const [unpurged] = (await t.db.pool.query('select id from outbox where "to" = $1 and sent_at is null', [other.email])).rows;
    // Its receipt is drawn when it is sent, as the mail worker does.
    expect(await deliverOne(t.db.orm, unpurged.id, async (m) => void sent.push(m), false, drawMailAttachment)).toBe('sent');
    expect(sent).toHaveLength(1);

    await t.db.pool.query(`insert into audit_log (actor_label, entity, entity_id, action, before, after) values ('ops', 'registration', $1, 'correct_contact', '{"email":"x"}', '{"email":"y"}')`, [other.registrationId]);
    await expect(t.db.pool.query(`update audit_log set after = null where entity_id = $1`, [other.registrationId])).rejects.toThrow(/append-only/);
    expect(await inTx((tx) => redactAuditEntries(tx, [other.registrationId]))).toBe(1);
    expect(await one('select before, after, actor_label from audit_log where entity_id = $1', [other.registrationId])).toEqual({ before: { redacted: true }, after: { redacted: true }, actor_label: 'ops' });
    // A lead's entries name it by its inbox id; its plain id finds them.
    await t.db.pool.query(`insert into audit_log (actor_label, entity, entity_id, action, before, after) values ('ops', 'lead', $1, 'follow_up', '{"notes":""}', '{"notes":"call 555"}')`, [`contact_us:${other.leadId}`]);
    expect(await inTx((tx) => redactAuditEntries(tx, [other.leadId]))).toBe(1);
    expect((await one('select after from audit_log where entity_id = $1', [`contact_us:${other.leadId}`])).after).toEqual({ redacted: true });
    // The maintenance switch was local to that transaction.
    await expect(t.db.pool.query(`delete from audit_log where entity_id = $1`, [other.registrationId])).rejects.toThrow(/append-only/);
  });
});
