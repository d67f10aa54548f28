import { newPublicId } from '../../src/platform/security/ids';
import { OFFERING, newRegistration, paymentBody, tokenize } from './checkout-fixtures';
import { CA, YES } from './lead-fixtures';
import type { TestApp } from './test-app';

/**
 * One person with a realistic history, all under one address: a registration with a team member,
 * paid (order, receipt, payment mails), a contact-us lead (with its marketing consent record and
 * staff notice), a university submission with licence and NPI numbers, a waiting-list entry. The
 * phone and the licence number are unique to the person, so a search of the database for them
 * finds only what is about this person. Used by the privacy-requests tests and the erasure bench.
 */
let n = 0;

export interface PrivacyPerson {
  email: string;
  phoneDigits: string;
  phone: string;
  licence: string;
  npi: string;
  registrationId: string;
  teamMemberEmail: string;
  leadId: string;
  universityId: string;
  waitingListId: string;
}

export async function personWithHistory(t: TestApp, tag = `${Date.now().toString(36)}${++n}`): Promise<PrivacyPerson> {
  const seq = String(1000 + (++n % 9000)).padStart(4, '0');
  const email = `erin.${tag}@example.org`;
  const phoneDigits = `312555${seq}`;
  const phone = `+1${phoneDigits}`;
  const licence = `LIC-${tag.toUpperCase()}`;
  const npi = '1234567893';
  const teamMemberEmail = `team.${tag}@example.org`;

  const { id: registrationId } = await newRegistration(t, { offeringId: OFFERING.live, status: 'cart', email });
  await t.db.pool.query(
    `update registrations set first_name = 'Erin', last_name = 'Vasquez',
       information = information || jsonb_build_object('firstName', 'Erin', 'lastName', 'Vasquez', 'phone', $2::text, 'licenseNumber', $3::text,
         'address1', '77 Private Lane', 'practiceName', 'Vasquez Family Dental')
     where id = $1`,
    [registrationId, phone, licence],
  );
  await t.db.pool.query(`insert into team_members (id, registration_id, type, email, first_name, last_name) values ($1, $2, 'hygienist', $3, 'Tomas', 'Reyes')`, [
    newPublicId(), registrationId, teamMemberEmail,
  ]);
  const paid = await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(registrationId, await tokenize(t)) });
  if (paid.statusCode !== 200) throw new Error(`payment: ${paid.statusCode} ${paid.body}`);

  const lead = await t.call({
    method: 'POST', url: '/api/contact-us/', locale: 'fr-CA', remoteAddress: `10.66.${n % 250}.1`,
    payload: { ...CA(), firstName: 'Erin', lastName: 'Vasquez', email, phone: `(${phoneDigits.slice(0, 3)}) ${phoneDigits.slice(3, 6)}-${seq}`, marketingConsent: true },
  });
  if (lead.statusCode >= 300) throw new Error(`lead: ${lead.statusCode} ${lead.body}`);
  const leadId = (await t.db.pool.query('select id from leads where email = $1', [email])).rows[0].id as string;

  const uni = await t.call({
    method: 'POST', url: '/api/university-form/', remoteAddress: `10.67.${n % 250}.1`,
    payload: { ...YES(), first_name: 'Erin', last_name: 'Vasquez', emailPermanent: email, phone: `312-555-${seq}`, licenseNumber: licence, npiNumber: npi },
  });
  if (uni.statusCode >= 300) throw new Error(`university: ${uni.statusCode} ${uni.body}`);
  const universityId = (await t.db.pool.query('select id from university_submissions where email_permanent = $1', [email])).rows[0].id as string;

  const waitingListId = newPublicId();
  await t.db.pool.query(
    `insert into waiting_list (id, offering_id, email, first_name, last_name, locale) values ($1, $2, $3, 'Erin', 'Vasquez', 'en')`,
    [waitingListId, OFFERING.pediatricLive, email],
  );
  return { email, phoneDigits, phone, licence, npi, registrationId, teamMemberEmail, leadId, universityId, waitingListId };
}
