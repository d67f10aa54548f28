import { z } from 'zod';
import { COURSE_TYPES, VARIANTS } from '../course/course';
import { MSG } from '../http/validation';
import { LOCALES } from '../locale/locales';
import { FUNNEL_STEPS } from './steps';

const text = z.string({ error: MSG.invalid }).trim().max(200, { error: MSG.invalid });

/**
 * GET /api/admin/funnel (and its CSV and stalled list): registrations made in a period of UTC
 * days (`to` included; the last 30 days by default), narrowed by course, offering, locale and the
 * campaign the registrant arrived from. An empty filter means every value.
 */
export const FunnelQuerySchema = z.object({
  from: z.iso.date({ error: MSG.invalid }).optional(),
  to: z.iso.date({ error: MSG.invalid }).optional(),
  courseType: z.enum(COURSE_TYPES, { error: MSG.invalid }).optional(),
  variant: z.enum(VARIANTS, { error: MSG.invalid }).optional(),
  offeringId: z.string({ error: MSG.invalid }).max(64, { error: MSG.invalid }).optional(),
  locale: z.enum(LOCALES, { error: MSG.invalid }).optional(),
  utmSource: text.optional(),
  utmCampaign: text.optional(),
});
export type FunnelQuery = z.infer<typeof FunnelQuerySchema>;

/** The funnel's last step: nobody is stalled at it. */
export const STALLABLE_STEPS = FUNNEL_STEPS.filter((s) => s !== 'paid') as [Exclude<(typeof FUNNEL_STEPS)[number], 'paid'>, ...Exclude<(typeof FUNNEL_STEPS)[number], 'paid'>[]];

/** 'Stalled at step X for N days': reached X at least N days ago and nothing after it, a page at a time. */
export const StalledQuerySchema = FunnelQuerySchema.extend({
  step: z.enum(STALLABLE_STEPS, { error: MSG.invalid }),
  days: z.coerce.number({ error: MSG.invalid }).int({ error: MSG.invalid }).min(0, { error: MSG.invalid }).max(3650, { error: MSG.invalid }).default(7),
  page: z.coerce.number({ error: MSG.invalid }).int({ error: MSG.invalid }).min(1, { error: MSG.invalid }).max(10_000, { error: MSG.invalid }).default(1),
  perPage: z.coerce.number({ error: MSG.invalid }).int({ error: MSG.invalid }).min(1, { error: MSG.invalid }).max(100, { error: MSG.invalid }).default(25),
});
export type StalledQuery = z.infer<typeof StalledQuerySchema>;
