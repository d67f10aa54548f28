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

/** POST /api/admin/campaign-imports: a CSV file's text from the browser, checked (dry run) or imported. */
export const CAMPAIGN_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const CampaignImportBodySchema = z.object({
  csv: z.string({ error: MSG.required }).min(1, { error: MSG.required }).max(CAMPAIGN_IMPORT_MAX_BYTES, { error: MSG.tooLong }),
  dryRun: z.boolean({ error: MSG.invalid }),
});
