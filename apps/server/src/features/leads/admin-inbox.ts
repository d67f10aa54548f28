import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import { leadAnswers } from '@portal/domain/leads/answers';
import { leadId, parseLeadId, type LeadFollowup, type LeadListQuery, type LeadSource, type LeadStatus } from '@portal/domain/leads/inbox';
import type { LeadCountry } from '@portal/domain/leads/lead-form';
import type { Locale } from '@portal/domain/locale/locales';
import { leadFollowups, leads } from '../../db/schema/leads';
import { universitySubmissions } from '../../db/schema/university';
import { translatorOr } from '../../platform/i18n';
import { writeAudit, type Actor } from '../staff/audit';

const DAY = 24 * 60 * 60 * 1000;

/** A row of the inbox query below (pg gives timestamptz as a Date). */
type InboxRow = {
  source: LeadSource; source_id: string; first_name: string; last_name: string; email: string; phone: string; country: LeadCountry;
  locale: Locale; created_at: Date; status: LeadStatus; owner_id: string | null; owner_name: string | null; notes: string;
};
/** A lead's stored row: a form lead without the duplicate check's hash and key, or a university submission. */
type SourceRow = Omit<typeof leads.$inferSelect, 'payloadHash' | 'dedupKey'> | typeof universitySubmissions.$inferSelect;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every form's leads as one list: contact us and scanner requests (leads) and university submissions; not the erased (nobody to follow up). */
const INBOX = sql`(
  select kind as source, id as source_id, first_name, last_name, email, phone, country, locale, created_at from leads where anonymised_at is null
  union all
  select 'university', id, first_name, last_name, email_permanent, phone, 'US', locale, created_at from university_submissions where anonymised_at is null
) as inbox
left join lead_followups f on f.source = inbox.source and f.source_id = inbox.source_id
left join staff_users owner on owner.id = f.owner_id`;

/** The inbox, newest first, filtered by source, status, owner ('me' or 'none'), day and name or e-mail. */
export async function listLeads(db: NodePgDatabase, staffId: string, q: LeadListQuery) {
  const where: SQL[] = [];
  if (q.q) where.push(sql`(inbox.email ilike ${`%${escapeLike(q.q)}%`} or (inbox.first_name || ' ' || inbox.last_name) ilike ${`%${escapeLike(q.q)}%`})`);
  if (q.source) where.push(sql`inbox.source = ${q.source}`);
  if (q.status) where.push(sql`coalesce(f.status, 'new') = ${q.status}`);
  if (q.owner === 'me') where.push(sql`f.owner_id = ${staffId}`);
  if (q.owner === 'none') where.push(sql`f.owner_id is null`);
  if (q.from) where.push(sql`inbox.created_at >= ${new Date(`${q.from}T00:00:00Z`).toISOString()}`);
  if (q.to) where.push(sql`inbox.created_at < ${new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY).toISOString()}`);
  const filter = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const [rows, total] = await Promise.all([
    db.execute<InboxRow>(sql`
      select inbox.source, inbox.source_id, inbox.first_name, inbox.last_name, inbox.email, inbox.phone, inbox.country, inbox.locale, inbox.created_at,
             coalesce(f.status, 'new') as status, f.owner_id, owner.name as owner_name, coalesce(f.notes, '') as notes
      from ${INBOX} ${filter}
      order by inbox.created_at desc, inbox.source_id
      limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`),
    db.execute(sql`select count(*)::int as total from ${INBOX} ${filter}`),
  ]);
  return { data: rows.rows.map(toListed), total: (total.rows[0] as { total: number }).total };
}

function toListed(r: InboxRow) {
  return {
    id: leadId(r.source, r.source_id),
    source: r.source,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    country: r.country,
    locale: r.locale,
    createdAt: new Date(String(r.created_at)).toISOString(),
    status: r.status,
    ownerId: r.owner_id ?? null,
    ownerName: r.owner_name ?? null,
    notes: r.notes,
  };
}

async function sourceRow(db: NodePgDatabase, source: LeadSource, sourceId: string): Promise<SourceRow | undefined> {
  // An erased person's lead is gone for staff, as it is from the inbox (404, not a record of blanks).
  if (source === 'university') return (await db.select().from(universitySubmissions).where(and(eq(universitySubmissions.id, sourceId), isNull(universitySubmissions.anonymisedAt))))[0];
  const [row] = await db.select().from(leads).where(and(eq(leads.id, sourceId), eq(leads.kind, source), isNull(leads.anonymisedAt)));
  if (!row) return undefined;
  const { payloadHash: _h, dedupKey: _k, ...fields } = row;
  return fields;
}

/**
 * One lead with its follow-up: `fields` as stored, `answers` as the form asked them, labelled in
 * the staff member's locale.
 */
export async function getLead(db: NodePgDatabase, id: string, locale: Locale) {
  const parsed = parseLeadId(id);
  const row = parsed && (await sourceRow(db, parsed.source, parsed.sourceId));
  if (!parsed || !row) throw new AppError(404, 'errors:notFound');
  return leadRecord(db, parsed.source, parsed.sourceId, row, locale);
}

async function leadRecord(db: NodePgDatabase, source: LeadSource, sourceId: string, row: SourceRow, locale: Locale) {
  const listed = await listOne(db, source, sourceId);
  return { ...listed, fields: row, answers: leadAnswers(source, row, locale, translatorOr(locale)) };
}

async function listOne(db: NodePgDatabase, source: LeadSource, sourceId: string) {
  const rows = await db.execute<InboxRow>(sql`
    select inbox.source, inbox.source_id, inbox.first_name, inbox.last_name, inbox.email, inbox.phone, inbox.country, inbox.locale, inbox.created_at,
           coalesce(f.status, 'new') as status, f.owner_id, owner.name as owner_name, coalesce(f.notes, '') as notes
    from ${INBOX} where inbox.source = ${source} and inbox.source_id = ${sourceId}`);
  return toListed(rows.rows[0]);
}

/** Sets a lead's status, owner (the signed-in person, or nobody) and notes; audited with before and after. */
export async function updateLead(db: NodePgDatabase, actor: Actor & { id: string }, id: string, change: LeadFollowup, locale: Locale) {
  const parsed = parseLeadId(id);
  const row = parsed && (await sourceRow(db, parsed.source, parsed.sourceId));
  if (!parsed || !row) throw new AppError(404, 'errors:notFound');
  return db.transaction(async (tx) => {
    const key = and(eq(leadFollowups.source, parsed.source), eq(leadFollowups.sourceId, parsed.sourceId));
    await tx.insert(leadFollowups).values({ source: parsed.source, sourceId: parsed.sourceId }).onConflictDoNothing();
    const [before] = await tx.select().from(leadFollowups).where(key).for('update');
    const next = {
      status: change.status ?? before.status,
      ownerId: change.owner === undefined ? before.ownerId : change.owner === 'me' ? actor.id : null,
      notes: change.notes ?? before.notes,
    };
    await tx.update(leadFollowups).set({ ...next, updatedAt: new Date() }).where(key);
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== before[k]);
    if (changed.length) {
      const pick = (o: typeof next) => Object.fromEntries(changed.map((k) => [k, o[k]]));
      await writeAudit(tx, actor, { entity: 'lead', entityId: id, action: 'follow_up', before: pick(before), after: pick(next) });
    }
    return leadRecord(tx, parsed.source, parsed.sourceId, row, locale);
  });
}
