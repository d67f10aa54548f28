import { z } from 'zod/mini';
import { MSG, emptyAsAbsent } from '../http/validation';
import { ListQuerySchema } from '../staff/schemas';

/**
 * The back office's Mail screen (issue 11): e-mails not delivered yet, from /api/admin/mail.
 * `dead`: every retry failed (a dead letter, which staff may send again); `waiting`: queued or
 * retrying with backoff.
 */
export const MAIL_STATES = ['dead', 'waiting'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const MailListQuerySchema = z.extend(ListQuerySchema, {
  state: emptyAsAbsent(z.enum(MAIL_STATES, { error: MSG.invalid })),
});
export type MailListQuery = z.output<typeof MailListQuerySchema>;

export const MailIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(60)) });

export interface AdminMail {
  id: string;
  to: string;
  subject: string;
  state: MailState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  deadAt: string | null;
}

/** Catalog keys of the screen's refusals. */
export const MAIL_MSG = { notDead: 'admin:mail.errors.notDead' } as const;
