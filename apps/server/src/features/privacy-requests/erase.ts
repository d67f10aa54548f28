import { count, eq, inArray } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PrivacyErasure } from '@portal/domain/privacy/request-api';
import { certificates } from '../../db/schema/certificates';
import { privacyRequests } from '../../db/schema/privacy-requests';
import { fieldError } from '../registration/parse';
import { writeAudit } from '../staff/audit';
import { markHandled, requestForAction, type Staff } from './admin-service';
import {
  anonymiseLeads, anonymiseRegistrations, anonymiseTeamMembers, anonymiseUniversitySubmissions, anonymiseWaitingList, forgetMailAddresses,
  purgeMailBodies, redactAuditEntries, redactWebhookEvents,
} from './anonymise';
import { keepCeRecords } from './ce-records';
import { findPersonalData } from './findings';
import { emailHash } from './request-service';

/**
 * POST /api/admin/privacy-requests/:id/erase: in one transaction, every record found for the
 * address is anonymised (anonymise.ts holds the map of what happens to each table), the mails'
 * bodies are purged and their recipient replaced, the audit entries and webhook events about
 * those records lose their values, and this person's requests keep only the address's hash.
 *
 * KEPT, as tax law requires: receipts, orders, refunds and payment events (Canada Revenue Agency:
 * books and records for 6 years after the end of the tax year they relate to, Income Tax Act
 * s. 230(4) and Excise Tax Act s. 286; US IRS: up to 7 years, the period for a claim of a bad debt
 * or worthless security, 26 CFR 1.6001-1 and IRS Publication 583). They hold the billing name and
 * address and the receipt's copy of the contact, so they stay as they are (the retention job has
 * no rule for them: removing them once the period is over is a manual step, docs/privacy-requests.md). They
 * are counted in `retained`.
 *
 * KEPT in a minimal form, as AGD PACE and ADA CERP audits ask of a CE provider: the CE records of
 * the courses attended (attendance, certificate, the evaluation's ratings and AGD rosters, which
 * name nobody), with only the name and AGD member ID (ce-records.ts, domain
 * ce-records/record-keeping.ts), for `ceRecordYears` after each course; the retention job deletes
 * them then. Counted in `retained.ceRecords`.
 */
export async function erasePersonalData(db: NodePgDatabase, staff: Staff, requestId: string, confirmEmail: string, ceRecordYears: number): Promise<PrivacyErasure> {
  return db.transaction(async (tx) => {
    const request = await requestForAction(tx, requestId, { kinds: ['erasure'], open: true });
    if (confirmEmail.trim().toLowerCase() !== request.email.toLowerCase()) throw fieldError('confirmEmail', 'privacy-requests:errors.confirmEmail');
    const { ids, names, findings } = await findPersonalData(tx, request.email, request.locale);
    const now = new Date();

    const [{ certs }] = ids.registrations.length
      ? await tx.select({ certs: count() }).from(certificates).where(inArray(certificates.registrationId, ids.registrations))
      : [{ certs: 0 }];
    const teamEmails = findings.records.filter((r) => r.source === 'teamMemberships').map((r) => String(r.fields.email ?? ''));
    // Before the registrations lose their names: the minimal form of each CE record is taken from them.
    const kept = await keepCeRecords(tx, ids.registrations, ceRecordYears, now);

    const erased: PrivacyErasure['erased'] = {
      registrations: await anonymiseRegistrations(tx, ids.registrations, now),
      teamMemberships: await anonymiseTeamMembers(tx, ids.teamMemberships),
      leads: await anonymiseLeads(tx, ids.leads, now),
      universitySubmissions: await anonymiseUniversitySubmissions(tx, ids.universitySubmissions, now),
      waitingList: await anonymiseWaitingList(tx, ids.waitingList, now),
      // The certificates stay valid; their verification no longer shows a name (certificates/service.ts).
      certificates: certs,
    };
    await purgeMailBodies(tx, ids.mails, now);
    await forgetMailAddresses(tx, ids.mails, [request.email, ...teamEmails], names);
    erased.mails = ids.mails.length;

    // Leads are also found under their inbox id (source:id) by redactAuditEntries.
    const recordIds = [...ids.registrations, ...ids.teamMemberships, ...ids.leads, ...ids.waitingList, ...ids.mails, ...ids.universitySubmissions];
    erased.auditEntries = await redactAuditEntries(tx, recordIds);
    erased.webhookEvents = await redactWebhookEvents(tx, [...ids.registrations, ...ids.leads, ...ids.universitySubmissions, ...ids.waitingList]);

    // The log keeps the proof that each request was answered in time, not whose it was (nor their words).
    await tx.update(privacyRequests).set({ email: null, details: '' }).where(eq(privacyRequests.emailHash, emailHash(request.email)));
    await markHandled(tx, request, staff);
    const result: PrivacyErasure = { erased, retained: { ...findings.retained, ceRecords: kept.ceRecords } };
    await writeAudit(tx, staff, { entity: 'privacy_request', action: 'erase', entityId: request.id, after: result });
    return result;
  });
}
