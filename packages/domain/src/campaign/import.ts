import { z } from 'zod';
import type { CourseType } from '../course/course';
import { emailField, MSG, publicId, requiredText } from '../http/validation';
import { LOCALES } from '../locale/locales';
import { REGISTRATION_COUNTRIES } from '../registration/lists';
import { STATUSES, type Status } from '../registration/status';

/**
 * Bulk creation of provider records for a campaign (`npm run campaign:import -- file.csv`):
 * the CSV's columns, one row per record. Messages are catalog keys like every schema's.
 */
export const CAMPAIGN_IMPORT_COLUMNS = ['email', 'first_name', 'last_name', 'country', 'locale', 'offering_id', 'status'] as const;

export const campaignImportRowSchema = z.object({
  email: emailField(),
  first_name: requiredText(100),
  last_name: requiredText(100),
  country: z.enum(REGISTRATION_COUNTRIES, { error: MSG.invalid }),
  locale: z.enum(LOCALES, { error: MSG.invalid }),
  offering_id: publicId(),
  status: z.enum(STATUSES, { error: MSG.invalid }),
});
export type CampaignImportRow = z.infer<typeof campaignImportRowSchema>;

/** Statuses only one kind of course passes through (status.ts's transitions); the others fit both. */
export function statusFitsCourse(status: Status, courseType: CourseType): boolean {
  const onDemand = courseType === 'on_demand';
  if (status === 'on_demand_confirmation') return onDemand;
  if (status === 'objectives' || status === 'go_digital_landing' || status === 'scorm' || status === 'quiz') return !onDemand;
  return true;
}

export interface CsvRecord {
  /** 1-based line of the file where the record starts (the header is line 1). */
  line: number;
  fields: string[];
}

/**
 * RFC 4180 CSV: commas, double-quoted fields with "" for a quote and line breaks inside quotes,
 * CRLF or LF, a leading BOM (spreadsheets write one). Blank lines are skipped. Throws on a quote
 * left open, naming the line where the field began.
 */
export function parseCsv(text: string): CsvRecord[] {
  const src = text.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  let quoteLine = 0;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') (field += '"'), i++;
      else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') (quoted = true), (quoteLine = line);
    else if (c === ',') fields.push(field), (field = '');
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else field += c;
  }
  if (quoted) throw new Error(`line ${quoteLine}: a quoted field is not closed`);
  endRecord();
  return records;
}
