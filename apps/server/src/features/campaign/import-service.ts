import { and, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { campaignLink } from '@portal/domain/campaign/routes';
import { CAMPAIGN_IMPORT_COLUMNS, campaignImportRowSchema, statusFitsCourse, type CampaignImportRow } from '@portal/domain/campaign/import';
import type { Offering } from '../../db/schema/offerings';
import { registrations } from '../../db/schema/registration';
import type { CsvRecord } from '../../platform/cli/csv';
import { issueText } from '../../platform/cli/issue-text';
import { newPublicId } from '../../platform/security/ids';
import { findOffering } from '../offerings/store';
import { stepsUpTo } from '@portal/domain/funnel/recording';
import { recordSteps } from '../funnel/record';

export interface ImportProblem {
  line: number;
  reason: string;
}

export type ImportResult =
  | { ok: false; problems: ImportProblem[] }
  | {
      ok: true;
      created: { line: number; id: string; email: string; status: string; link: string }[];
      /** Rows whose e-mail already has a record for that offering (a re-run of the same file): left as they are. */
      skipped: { line: number; email: string; id: string; status: string; link: string }[];
    };

type ValidRow = { line: number; row: CampaignImportRow; offering: Offering };

/** Header and rows to valid rows, or every problem found (by line, with the reason). */
async function validate(db: NodePgDatabase, records: CsvRecord[]): Promise<{ rows: ValidRow[]; problems: ImportProblem[] }> {
  const problems: ImportProblem[] = [];
  const [header, ...data] = records;
  if (!header) return { rows: [], problems: [{ line: 1, reason: `the file is empty; expected the header ${CAMPAIGN_IMPORT_COLUMNS.join(',')}` }] };
  const columns = header.fields.map((f) => f.trim().toLowerCase());
  const missing = CAMPAIGN_IMPORT_COLUMNS.filter((c) => !columns.includes(c));
  const unknown = columns.filter((c) => !(CAMPAIGN_IMPORT_COLUMNS as readonly string[]).includes(c));
  if (missing.length || unknown.length) {
    const parts = [missing.length ? `missing column(s) ${missing.join(', ')}` : '', unknown.length ? `unknown column(s) ${unknown.join(', ')}` : ''];
    return { rows: [], problems: [{ line: header.line, reason: `header: ${parts.filter(Boolean).join('; ')}` }] };
  }
  if (!data.length) return { rows: [], problems: [{ line: header.line, reason: 'no rows after the header' }] };

  const offerings = new Map<string, Offering | undefined>();
  const seen = new Map<string, number>();
  const rows: ValidRow[] = [];
  for (const { line, fields } of data) {
    if (fields.length !== columns.length) {
      problems.push({ line, reason: `expected ${columns.length} fields, found ${fields.length}` });
      continue;
    }
    const parsed = campaignImportRowSchema.safeParse(Object.fromEntries(columns.map((c, i) => [c, fields[i]])));
    if (!parsed.success) {
      const reasons = parsed.error.issues.map((i) => issueText(i, fields[columns.indexOf(String(i.path[0]))]));
      problems.push({ line, reason: reasons.join('; ') });
      continue;
    }
    const row = parsed.data;
    if (!offerings.has(row.offering_id)) offerings.set(row.offering_id, await findOffering(db, row.offering_id));
    const offering = offerings.get(row.offering_id);
    if (!offering) {
      problems.push({ line, reason: `offering_id: no offering ${row.offering_id}` });
      continue;
    }
    if (!statusFitsCourse(row.status, offering.courseType)) {
      problems.push({ line, reason: `status: ${row.status} does not apply to a ${offering.courseType} course` });
      continue;
    }
    const key = `${row.offering_id} ${row.email}`;
    if (seen.has(key)) {
      problems.push({ line, reason: `email: ${row.email} is already on line ${seen.get(key)} for the same offering` });
      continue;
    }
    seen.set(key, line);
    rows.push({ line, row, offering });
  }
  return { rows, problems };
}

/**
 * Creates the provider records of a campaign file. All or nothing: when any row is bad, nothing is
 * written and every bad row is reported. Idempotent: a row whose e-mail already has a record for
 * that offering is skipped (reported with its existing link), so re-running a file is safe.
 * Seats are not claimed (these records were sold outside the portal's registration).
 */
export async function importCampaignRecords(db: NodePgDatabase, records: CsvRecord[], publicUrl: string): Promise<ImportResult> {
  const { rows, problems } = await validate(db, records);
  if (problems.length) return { ok: false, problems };
  return db.transaction(async (tx) => {
    const created: Extract<ImportResult, { ok: true }>['created'] = [];
    const skipped: Extract<ImportResult, { ok: true }>['skipped'] = [];
    for (const { line, row, offering } of rows) {
      const [existing] = await tx
        .select({ id: registrations.id, status: registrations.status, locale: registrations.locale, courseType: registrations.courseType })
        .from(registrations)
        .where(and(eq(registrations.offeringId, offering.id), eq(registrations.email, row.email)))
        .limit(1);
      if (existing) {
        skipped.push({ line, email: row.email, id: existing.id, status: existing.status, link: campaignLink({ ...existing, course_type: existing.courseType }, { base: publicUrl }) });
        continue;
      }
      const id = newPublicId();
      await tx.insert(registrations).values({
        id, offeringId: offering.id, holdsSeats: false, status: row.status, courseType: offering.courseType, variant: offering.variant, locale: row.locale,
        email: row.email, firstName: row.first_name, lastName: row.last_name, country: row.country,
        // Only what the file gives; the rest of the information step stays empty (never asked of a campaign record).
        information: {
          campaignId: offering.id, firstName: row.first_name, lastName: row.last_name, email: row.email, phone: '', practiceName: '', role: '', specialty: '',
          address1: '', address2: '', city: '', country: row.country, state: '', postalCode: '', licenseNumber: '', licenseState: '', npiNumber: '',
          agdNumber: '', hotelNeeded: undefined, dietaryRestrictions: '', dsoCode: '',
        },
      });
      // The funnel's history: a record imported at a status has reached the steps up to it, now.
      await recordSteps(tx, id, stepsUpTo(row.status, offering.courseType));
      created.push({ line, id, email: row.email, status: row.status, link: campaignLink({ id, status: row.status, course_type: offering.courseType, locale: row.locale }, { base: publicUrl }) });
    }
    return { ok: true as const, created, skipped };
  });
}

export const LINK_COLUMNS = ['line', 'email', 'id', 'status', 'outcome', 'link'] as const;

/** The links of an import as CSV rows by line (`--out` and the back office's download); a dry run has no ids or links yet. */
export function linkRows(result: Extract<ImportResult, { ok: true }>, dryRun: boolean): (string | number)[][] {
  return [
    ...result.created.map((r) => [r.line, r.email, dryRun ? '' : r.id, r.status, dryRun ? 'would_create' : 'created', dryRun ? '' : r.link]),
    ...result.skipped.map((r) => [r.line, r.email, r.id, r.status, 'already_existed', r.link]),
  ].sort((a, b) => Number(a[0]) - Number(b[0]));
}
