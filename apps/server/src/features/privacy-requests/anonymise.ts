import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/**
 * Anonymisers shared by an erasure request (erase.ts) and the retention job. Each takes ids, works
 * inside the caller's transaction, skips what was already done (so a re-run counts 0) and answers
 * how many records it changed. Written in SQL over `= any($ids)` so the retention job can pass
 * thousands of ids in one statement.
 *
 * What is left carries no personal data: names become ANONYMISED_NAME (a fixed word, in no catalog,
 * so it reads the same in every language and nobody translates it back into a person), e-mail
 * addresses become `anonymised+<row id>@invalid.invalid` (RFC 2606's `.invalid` never routes; the
 * row id keeps it unique where an index wants one), phones, licence and NPI numbers, addresses and
 * free texts become ''. Kept: the facts the reports need and that no longer point at anyone
 * (country, province/state, profession type and specialty, course, dates, statuses, amounts).
 *
 * THE ERASURE MAP: every table in db/schema/, and whether it holds personal data.
 *  registrations            PERSONAL: email, first/last name, information (the whole form: phone,
 *                           practice, address, licence, NPI, AGD, dietary needs), cancel_reason
 *                           (staff's free text). -> anonymiseRegistrations: information keeps only
 *                           campaignId, country, state, role, specialty, licenseState, dsoCode.
 *                           clin_id stays (the company's own number, printed on the kept receipts).
 *  team_members             PERSONAL: email, names -> anonymised with their registration; a
 *                           person's place on someone else's team -> anonymiseTeamMembers.
 *  resume_tokens            a capability to reopen the form -> deleted with the registration.
 *  objective_answers        the person's answers about their practice -> deleted.
 *  quiz_attempts            answers given -> cleared ({}); score and pass kept (CE record).
 *  scorm_progress           suspend_data / lesson_location (free state the package writes, may
 *                           hold typed answers) -> cleared; status, score, completion kept.
 *  registration_module_packages, registration_step_history, go_digital_offers, reminders
 *  (unsubscribe token hash), attendance, tickets (QR token, no name), certificates
 *                           no personal data once the registration is anonymised: kept. The
 *                           public verification answers only that the certificate exists.
 *  ce_record_keeps          CE RECORDS (issue 52): an erasure writes the minimal form of each
 *                           attended registration (name, AGD member ID) before anonymising it
 *                           (ce-records.ts): AGD PACE / ADA CERP audits, for the CE records' years;
 *                           the retention job deletes it with the attendance and certificate.
 *  course_evaluations       free texts (what to change, a yes/no's comment) may name the person
 *                           -> dropped by an erasure (ce-records.ts); ratings and yes/no kept.
 *  evaluation_invitations, agd_roster_submissions, course_evaluation_forms
 *                           no personal data (a registration id and a time; staff's name).
 *  orders (billing name/address, card brand + last 4), refunds, receipts (document: name,
 *  address), payment_events RETAINED: tax law (Canada Revenue Agency: 6 years after the tax year,
 *                           Income Tax Act s. 230(4); US IRS: up to 7 years). Counted, not changed.
 *  sandbox_* (payment sandbox's own books)   references and amounts only, no person.
 *  leads                    PERSONAL: names, email, phone, zip, city, dedup_key (holds the
 *                           address), payload_hash (a hash of the form) -> anonymiseLeads;
 *                           country, state, categories, marketing_consent kept.
 *  lead_followups           notes (staff's free text about the person) -> cleared.
 *  consent_records          marketing_email rows name the lead by id only (the text shown and the
 *                           choice: no personal data; kept as the proof CASL asks). Tracking rows
 *                           carry the anonymous cookie id, never linkable to an address.
 *  university_submissions   PERSONAL: names, phone, email_permanent, licence and NPI numbers, the
 *                           practice's name, address, city, zip, website, phone and fax ->
 *                           anonymiseUniversitySubmissions; university, program, dates, states,
 *                           yes/no answers, group (an organisation) kept.
 *  waiting_list             PERSONAL: email, names; offer_token_hash (a capability) -> anonymised.
 *  outbox                   PERSONAL: to, body, attachments (tickets, receipts, certificates);
 *                           subjects of staff notices name the person -> purgeMailBodies (bodies),
 *                           forgetMailAddresses (recipient and a subject naming the person).
 *                           A purged mail not sent yet is never sent (platform/mail/outbox.ts).
 *  webhook_events           payload.data carries email, names, phone (registration.created,
 *                           lead.created, university.submitted, waiting_list.offered) ->
 *                           redactWebhookEvents; webhook_deliveries.response_excerpt (the CRM's
 *                           answer may echo the payload) -> cleared.
 *  audit_log                before/after of entries about a record (a contact correction, a
 *                           mail's address, a lead's notes: entity_id is the lead's inbox id
 *                           `contact_us:<id>`) -> redactAuditEntries; who did what when is kept.
 *  privacy_requests         email, details (the person's words) -> cleared by the erasure; the
 *                           email_hash stays as the proof the request was answered.
 *  staff_*, offerings, coupons, dso_codes, sales_tax_rates, scorm_packages, module_assignments,
 *  webhook_endpoints, retention_runs, rate_limit_counters (route + client address for a minute)
 *                           no customer's personal data (staff accounts are employees' records).
 */

export const ANONYMISED_NAME = 'ANONYMISED';

/** The non-routable placeholder address of an anonymised row, as SQL over its id column. */
const placeholder = (idColumn: string) => sql.raw(`'anonymised+' || ${idColumn} || '@invalid.invalid'`);

// A parameter holding the whole array (drizzle would spread a plain array into a row of values).
const asArray = (ids: string[]) => sql`${sql.param(ids)}::text[]`;

async function returnedIds(tx: NodePgDatabase, query: ReturnType<typeof sql>): Promise<string[]> {
  const result = await tx.execute<{ id: string }>(query);
  return result.rows.map((r) => r.id);
}

/** Registrations and everything hanging off them; the funnel's step history stays for the dashboard. */
export async function anonymiseRegistrations(tx: NodePgDatabase, ids: string[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const done = await returnedIds(
    tx,
    sql`update registrations set
          email = ${placeholder('id')},
          first_name = ${ANONYMISED_NAME},
          last_name = ${ANONYMISED_NAME},
          information = jsonb_strip_nulls(jsonb_build_object(
              'campaignId', information->'campaignId', 'country', information->'country', 'state', information->'state',
              'role', information->'role', 'specialty', information->'specialty', 'licenseState', information->'licenseState',
              'dsoCode', information->'dsoCode'))
            || jsonb_build_object(
              'firstName', ${ANONYMISED_NAME}::text, 'lastName', ${ANONYMISED_NAME}::text, 'email', ${placeholder('id')},
              'phone', '', 'practiceName', '', 'address1', '', 'address2', '', 'city', '', 'postalCode', '',
              'licenseNumber', '', 'npiNumber', '', 'agdNumber', '', 'dietaryRestrictions', ''),
          cancel_reason = case when cancel_reason is null then null else '' end,
          anonymised_at = ${now},
          updated_at = ${now}
        where id = any(${asArray(ids)}) and anonymised_at is null
        returning id`,
  );
  if (done.length === 0) return 0;
  const these = asArray(done);
  await tx.execute(
    sql`update team_members set email = ${placeholder('id')}, first_name = ${ANONYMISED_NAME}, last_name = ${ANONYMISED_NAME}
        where registration_id = any(${these})`,
  );
  await tx.execute(sql`delete from resume_tokens where registration_id = any(${these})`);
  await tx.execute(sql`delete from objective_answers where registration_id = any(${these})`);
  await tx.execute(sql`update quiz_attempts set answers = '{}'::jsonb where registration_id = any(${these})`);
  await tx.execute(sql`update scorm_progress set suspend_data = '', lesson_location = '' where registration_id = any(${these})`);
  return done.length;
}

/** A person's place on someone else's team (the registration stays the registrant's). */
export async function anonymiseTeamMembers(tx: NodePgDatabase, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const done = await returnedIds(
    tx,
    sql`update team_members set email = ${placeholder('id')}, first_name = ${ANONYMISED_NAME}, last_name = ${ANONYMISED_NAME}
        where id = any(${asArray(ids)}) and first_name <> ${ANONYMISED_NAME}
        returning id`,
  );
  return done.length;
}

/** Contact-us and scanner-trial leads, with staff's follow-up notes about them. */
export async function anonymiseLeads(tx: NodePgDatabase, ids: string[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const done = await returnedIds(
    tx,
    sql`update leads set
          email = ${placeholder('id')}, first_name = ${ANONYMISED_NAME}, last_name = ${ANONYMISED_NAME},
          phone = '', zip = '', city = null, dedup_key = null, payload_hash = '', anonymised_at = ${now}
        where id = any(${asArray(ids)}) and anonymised_at is null
        returning id`,
  );
  if (done.length > 0) {
    await tx.execute(sql`update lead_followups set notes = '' where source in ('contact_us', 'scanner_trial') and source_id = any(${asArray(done)})`);
  }
  return done.length;
}

export async function anonymiseUniversitySubmissions(tx: NodePgDatabase, ids: string[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const done = await returnedIds(
    tx,
    sql`update university_submissions set
          first_name = ${ANONYMISED_NAME}, last_name = ${ANONYMISED_NAME}, phone = '', email_permanent = ${placeholder('id')},
          license_number = null, npi_number = null, office_name = null, address = null, city = null, zip = null,
          website = null, practice_phone = null, fax = null, anonymised_at = ${now}
        where id = any(${asArray(ids)}) and anonymised_at is null
        returning id`,
  );
  if (done.length > 0) {
    await tx.execute(sql`update lead_followups set notes = '' where source = 'university' and source_id = any(${asArray(done)})`);
  }
  return done.length;
}

/** An open offer's link dies with its token hash (nobody can claim a seat for an erased person). */
export async function anonymiseWaitingList(tx: NodePgDatabase, ids: string[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const done = await returnedIds(
    tx,
    sql`update waiting_list set
          email = ${placeholder('id')}, first_name = ${ANONYMISED_NAME}, last_name = ${ANONYMISED_NAME},
          offer_token_hash = null, anonymised_at = ${now}
        where id = any(${asArray(ids)}) and anonymised_at is null
        returning id`,
  );
  return done.length;
}

/** Mails: body, HTML and attachments go; who, subject and times stay as the record that a mail was sent. */
export async function purgeMailBodies(tx: NodePgDatabase, ids: string[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const done = await returnedIds(
    tx,
    sql`update outbox set text = '', html = null, attachments = '[]'::jsonb, body_purged_at = ${now}
        where id = any(${asArray(ids)}) and body_purged_at is null
        returning id`,
  );
  return done.length;
}

/**
 * For an erasure: the recipient becomes the placeholder when it is the person (`emails`), and a
 * subject naming them (staff notices: "New lead: <name>") becomes ANONYMISED_NAME. Answers the
 * number of mails changed.
 */
export async function forgetMailAddresses(tx: NodePgDatabase, ids: string[], emails: string[], names: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const lowered = emails.map((e) => e.toLowerCase());
  const patterns = names.filter((n) => n.trim().length > 1 && n !== ANONYMISED_NAME).map((n) => `%${n.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const done = await returnedIds(
    tx,
    sql`update outbox set
          "to" = case when lower("to") = any(${asArray(lowered)}) then ${placeholder('id')} else "to" end,
          subject = case when subject ilike any(${asArray(patterns)}) then ${ANONYMISED_NAME} else subject end
        where id = any(${asArray(ids)}) and (lower("to") = any(${asArray(lowered)}) or subject ilike any(${asArray(patterns)}))
        returning id`,
  );
  return done.length;
}

/**
 * Webhook events about these records (registration, lead, submission or waiting-list ids): the
 * contact fields of the payload are replaced, the CRM's answers to them cleared. The event stays
 * (its id is what the CRM already saw).
 */
export async function redactWebhookEvents(tx: NodePgDatabase, entityIds: string[]): Promise<number> {
  if (entityIds.length === 0) return 0;
  const done = await returnedIds(
    tx,
    sql`update webhook_events set payload = jsonb_set(payload, '{data}',
          (payload->'data') || jsonb_strip_nulls(jsonb_build_object(
            'email', case when payload->'data' ? 'email' then to_jsonb('anonymised+' || id || '@invalid.invalid') end,
            'firstName', case when payload->'data' ? 'firstName' then to_jsonb(${ANONYMISED_NAME}::text) end,
            'lastName', case when payload->'data' ? 'lastName' then to_jsonb(${ANONYMISED_NAME}::text) end,
            'phone', case when payload->'data' ? 'phone' then to_jsonb(''::text) end)))
        where coalesce(payload->'data'->>'registrationId', payload->'data'->>'leadId', payload->'data'->>'submissionId', payload->'data'->>'waitingListId')
              = any(${asArray(entityIds)})
          and (payload->'data' ?| array['email', 'firstName', 'lastName', 'phone'])
          and coalesce(payload->'data'->>'firstName', '') <> ${ANONYMISED_NAME}
        returning id`,
  );
  if (done.length > 0) {
    await tx.execute(sql`update webhook_deliveries set response_excerpt = null where event_id = any(${asArray(done)})`);
  }
  return done.length;
}

/** The leads inbox names a lead by its source and id (`contact_us:<id>`, features/leads): its audit entries use that id. */
const INBOX_SOURCES = ['contact_us', 'scanner_trial', 'university'];

/**
 * Audit entries about these records keep who did what and when, not the values: before/after
 * become `{"redacted": true}`. A lead's or a submission's plain id also finds the entries naming
 * it by its inbox id. The audit log is append-only outside privacy maintenance (migration
 * 0029's trigger), which `set local` opens for the caller's transaction only.
 */
export async function redactAuditEntries(tx: NodePgDatabase, entityIds: string[]): Promise<number> {
  if (entityIds.length === 0) return 0;
  const ids = [...new Set([...entityIds, ...entityIds.flatMap((id) => INBOX_SOURCES.map((source) => `${source}:${id}`))])];
  await tx.execute(sql`set local portal.privacy_maintenance = 'on'`);
  const redacted = sql`'{"redacted": true}'::jsonb`;
  const done = await returnedIds(
    tx,
    sql`update audit_log set
          before = case when before is null then null else ${redacted} end,
          after = case when after is null then null else ${redacted} end
        where entity_id = any(${asArray(ids)})
          and (before is not null and before <> ${redacted} or after is not null and after <> ${redacted})
        returning id::text as id`,
  );
  return done.length;
}
