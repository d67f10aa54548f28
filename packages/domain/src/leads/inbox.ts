import { z } from 'zod/mini';
import { MSG, emptyAsAbsent as optional } from '../http/validation';
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


export const LeadListQuerySchema = z.extend(ListQuerySchema, {
  q: optional(z.string().check(z.trim(), z.maxLength(200))),
  source: optional(z.enum(LEAD_SOURCES, { error: MSG.invalid })),
  status: optional(z.enum(LEAD_STATUSES, { error: MSG.invalid })),
  /** 'me' for the signed-in person's leads, 'none' for unassigned ones. */
  owner: optional(z.enum(['me', 'none'], { error: MSG.invalid })),
  from: optional(z.iso.date({ error: MSG.invalid })),
  to: optional(z.iso.date({ error: MSG.invalid })),
});
export type LeadListQuery = z.output<typeof LeadListQuerySchema>;

export const LeadIdParamsSchema = z.object({ id: z.string().check(z.regex(LEAD_ID_PATTERN, { error: 'errors:notFound' })) });

/** PATCH /api/admin/leads/:id: `owner` 'me' takes the lead, null leaves it unassigned. */
export const LeadFollowupSchema = z.object({
  status: z.optional(z.enum(LEAD_STATUSES, { error: MSG.invalid })),
  owner: z.optional(z.nullable(z.enum(['me']))),
  notes: z.optional(z.string({ error: MSG.invalid }).check(z.maxLength(5000, { error: MSG.tooLong }))),
});
export type LeadFollowup = z.infer<typeof LeadFollowupSchema>;
