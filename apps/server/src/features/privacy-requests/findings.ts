import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Locale } from '@portal/domain/locale/locales';
import type { PrivacyFindings, PrivacyRecord, PrivacySource } from '@portal/domain/privacy/request-api';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { attendance } from '../../db/schema/certificates';
import { orders, refunds } from '../../db/schema/checkout';
import { receipts } from '../../db/schema/receipts';
import { consentRecords } from '../../db/schema/consents';
import { leadFollowups, leads } from '../../db/schema/leads';
import { outbox } from '../../db/schema/mail';
import { offerings } from '../../db/schema/offerings';
import { registrations, teamMembers } from '../../db/schema/registration';
import { universitySubmissions } from '../../db/schema/university';
import { waitingList } from '../../db/schema/waiting-list';
import { shownFields } from '@portal/domain/privacy/record-values';
import { translator, translatorOr } from '../../platform/i18n';
import { SOURCE_FIELDS } from './columns';

/**
 * Everything held about one address, wherever it is: registrations made with it, team
 * memberships on anyone's registration, leads, university submissions (email_permanent), the
 * waiting list, the marketing e-mail consents given on the person's lead forms, and mails (sent
 * to the address, or naming it in their body: staff notices of a lead, the privacy officer's).
 * Tracking consents are not here: they carry only the anonymous id of a browser's consent cookie,
 * which nothing links to an address.
 */
export interface Found {
  findings: PrivacyFindings;
  /** Per source, the ids of the records found (what an erasure anonymises). */
  ids: Record<PrivacySource, string[]>;
  /** The person's names as stored (an erasure redacts mail subjects that name them). */
  names: string[];
}

type Row = Record<string, unknown>;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const title = (o: { titleEn: string; titleFr: string } | null, locale: Locale) => (o ? (locale === 'fr-CA' ? o.titleFr : o.titleEn) : '');
const sameAddress = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${email}`;

/**
 * Single-use links in a mail (`?token=…`: a privacy request's confirmation, a resume link, a
 * waiting-list offer) are cut from what staff see and what the archive carries: staff must not be
 * able to confirm a request or use a link for the person.
 */
const withoutTokens = (body: string) => body.replace(/([?&]token=)[A-Za-z0-9_%.-]+/g, '$1…');

/** `shown`: coded values (options, countries, yes/no) in the given locale's words, as the forms showed them. */
function stored(source: PrivacySource, values: Row): PrivacyRecord['fields'] {
  const fields: PrivacyRecord['fields'] = {};
  for (const name of SOURCE_FIELDS[source]) {
    const v = values[name];
    fields[name] = v === undefined || v === null ? null : v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : (v as string | number | boolean);
  }
  return fields;
}

/**
 * `locale`: the language of the summaries and of the coded values (the request's for the
 * archive, the staff member's for the findings screen). `officerEmail`: the privacy officer's notices of requests (which name the address) are the
 * request log's own mail: not shown as something held about the person, but in `ids.mails`, so an
 * erasure purges them with the rest.
 */
export async function findPersonalData(db: NodePgDatabase, rawEmail: string, locale: Locale, officerEmail?: string): Promise<Found> {
  const email = rawEmail.trim().toLowerCase();
  const t = translator(locale);
  const text = translatorOr(locale);
  const record = (source: PrivacySource, id: string, createdAt: Date, summary: string, values: Row): PrivacyRecord => ({
    source, id, createdAt: createdAt.toISOString(), summary, fields: shownFields(source, stored(source, values), values, locale, text),
  });
  const records: PrivacyRecord[] = [];
  const names = new Set<string>();
  const named = (r: { firstName: string; lastName: string }) => (names.add(r.firstName), names.add(r.lastName));

  const regs = await db
    .select({ r: registrations, o: offerings })
    .from(registrations)
    .leftJoin(offerings, eq(offerings.id, registrations.offeringId))
    .where(sameAddress(registrations.email, email));
  for (const { r, o } of regs) {
    named(r);
    const course = title(o, locale);
    const rec = record('registrations', r.id, r.createdAt, course, { ...r.information, ...r, course });
    records.push({ ...rec, summary: `${course} · ${rec.fields.status}` });
  }

  const team = await db
    .select({ m: teamMembers, createdAt: registrations.createdAt, o: offerings })
    .from(teamMembers)
    .innerJoin(registrations, eq(registrations.id, teamMembers.registrationId))
    .leftJoin(offerings, eq(offerings.id, registrations.offeringId))
    .where(sameAddress(teamMembers.email, email));
  for (const { m, createdAt, o } of team) {
    named(m);
    const course = title(o, locale);
    records.push(record('teamMemberships', m.id, createdAt, course, { ...m, course }));
  }

  const leadRows = await db
    .select({ l: leads, notes: leadFollowups.notes })
    .from(leads)
    .leftJoin(leadFollowups, and(eq(leadFollowups.source, leads.kind), eq(leadFollowups.sourceId, leads.id)))
    .where(sameAddress(leads.email, email));
  for (const { l, notes } of leadRows) {
    named(l);
    const form = t(`privacy-requests:forms.${l.kind}`);
    records.push(record('leads', l.id, l.createdAt, form, { ...l, form, notes: notes ?? '' }));
  }

  const uni = await db
    .select({ u: universitySubmissions, notes: leadFollowups.notes })
    .from(universitySubmissions)
    .leftJoin(leadFollowups, and(eq(leadFollowups.source, 'university'), eq(leadFollowups.sourceId, universitySubmissions.id)))
    .where(sameAddress(universitySubmissions.emailPermanent, email));
  for (const { u } of uni) {
    named(u);
    const rec = record('universitySubmissions', u.id, u.createdAt, '', { ...u, email: u.emailPermanent });
    records.push({ ...rec, summary: `${rec.fields.university} · ${rec.fields.program}` });
  }

  const waiting = await db
    .select({ w: waitingList, o: offerings })
    .from(waitingList)
    .leftJoin(offerings, eq(offerings.id, waitingList.offeringId))
    .where(sameAddress(waitingList.email, email));
  for (const { w, o } of waiting) {
    named(w);
    const course = title(o, locale);
    records.push(record('waitingList', w.id, w.createdAt, course, { ...w, course }));
  }

  const leadIds = leadRows.map((x) => x.l.id);
  const consents = leadIds.length ? await db.select().from(consentRecords).where(inArray(consentRecords.leadId, leadIds)) : [];
  for (const c of consents) {
    const kind = t(`privacy-requests:consentKinds.${c.kind}`);
    records.push(record('consents', c.id, c.createdAt, kind, { ...c, kind, form: c.source, granted: c.choices.email ?? false }));
  }

  // Mails to the address, and mails naming it in their body (strpos: the address is no pattern).
  const mails = await db
    .select()
    .from(outbox)
    .where(or(sameAddress(outbox.to, email), sql`strpos(lower(${outbox.text}), ${email}) > 0`))
    .orderBy(outbox.createdAt);
  const officer = officerEmail?.toLowerCase();
  const notices = mails.filter((m) => officer !== undefined && m.to.toLowerCase() === officer && m.to.toLowerCase() !== email).map((m) => m.id);
  for (const m of mails) if (!notices.includes(m.id)) records.push(record('mails', m.id, m.createdAt, m.subject, { ...m, text: withoutTokens(m.text), html: m.html && withoutTokens(m.html) }));

  const regIds = regs.map((x) => x.r.id);
  const retained = { receipts: 0, payments: 0, ceRecords: 0 };
  if (regIds.length) {
    // One after the other: `db` may be a transaction, whose one connection takes one query at a time.
    const [r] = await db.select({ n: count() }).from(receipts).where(inArray(receipts.registrationId, regIds));
    const [o] = await db.select({ n: count() }).from(orders).where(inArray(orders.registrationId, regIds));
    const [f] = await db.select({ n: count() }).from(refunds).where(inArray(refunds.registrationId, regIds));
    // CE records: the registrations with attendance still on record (the retention job deletes those past their years).
    const [a] = await db
      .select({ n: count() })
      .from(attendance)
      .innerJoin(registrations, eq(registrations.id, attendance.registrationId))
      .where(and(inArray(attendance.registrationId, regIds), isNull(registrations.anonymisedAt)));
    retained.receipts = r.n;
    retained.payments = o.n + f.n;
    retained.ceRecords = a.n;
  }

  const ids = Object.fromEntries(['registrations', 'teamMemberships', 'leads', 'universitySubmissions', 'waitingList', 'consents', 'mails'].map((s) => [s, [] as string[]])) as Found['ids'];
  for (const rec of records) ids[rec.source].push(rec.id);
  ids.mails.push(...notices);
  names.delete('');
  return { findings: { email, records, retained }, ids, names: [...names] };
}
