import { z } from 'zod';
import { MSG } from '../http/validation';
import { ListQuerySchema } from '../staff/schemas';

/**
 * The back office's leads inbox: contact-us leads, 'Need more info?' scanner requests and
 * university submissions in one list, each with a status, an owner and notes.
 */
export const LEAD_SOURCES = ['contact_us', 'scanner_trial', 'university'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A lead's id in the inbox: its source and its row's id ("university:3Fq…"). */
export const LEAD_ID_PATTERN = /^(contact_us|scanner_trial|university):([A-Za-z0-9_-]{22})$/;
export const leadId = (source: LeadSource, id: string) => `${source}:${id}`;
export function parseLeadId(id: string): { source: LeadSource; sourceId: string } | null {
  const m = LEAD_ID_PATTERN.exec(id);
  return m ? { source: m[1] as LeadSource, sourceId: m[2] } : null;
}

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const LeadListQuerySchema = ListQuerySchema.extend({
  q: optional(z.string().trim().max(200)),
  source: optional(z.enum(LEAD_SOURCES, { error: MSG.invalid })),
  status: optional(z.enum(LEAD_STATUSES, { error: MSG.invalid })),
  /** 'me' for the signed-in person's leads, 'none' for unassigned ones. */
  owner: optional(z.enum(['me', 'none'], { error: MSG.invalid })),
  from: optional(z.iso.date({ error: MSG.invalid })),
  to: optional(z.iso.date({ error: MSG.invalid })),
});
export type LeadListQuery = z.output<typeof LeadListQuerySchema>;

export const LeadIdParamsSchema = z.object({ id: z.string().regex(LEAD_ID_PATTERN, { error: 'errors:notFound' }) });

/** PATCH /api/admin/leads/:id: `owner` 'me' takes the lead, null leaves it unassigned. */
export const LeadFollowupSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: MSG.invalid }).optional(),
  owner: z.enum(['me']).nullable().optional(),
  notes: z.string({ error: MSG.invalid }).max(5000, { error: MSG.tooLong }).optional(),
});
export type LeadFollowup = z.infer<typeof LeadFollowupSchema>;
