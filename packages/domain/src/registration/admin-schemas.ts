import { z } from 'zod/mini';
import { MSG, intBetween, publicId, requiredText } from '../http/validation';
import { ListQuerySchema } from '../staff/schemas';
import { REGISTRATION_STATES } from './ended';

/** The back office's registration search (GET /api/admin/registrations): every filter optional. */
export const RegistrationSearchSchema = z.extend(ListQuerySchema, {
  /** Part of a name or e-mail, or a whole ClinID. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  offeringId: z.optional(publicId()),
  /** A funnel status (of registrations that have not ended), or `cancelled` or `refunded` (see ended.ts). */
  status: z.optional(z.enum(REGISTRATION_STATES, { error: MSG.invalid })),
  /** Registered on or after this day / up to the end of this day (UTC). */
  from: z.optional(z.iso.date({ error: MSG.invalid })),
  to: z.optional(z.iso.date({ error: MSG.invalid })),
});
export type RegistrationSearch = z.infer<typeof RegistrationSearchSchema>;

export const RegistrationIdParamsSchema = z.object({ id: publicId() });

/**
 * PATCH /api/admin/registrations/:id: corrected contact data. Only the fields sent change; the
 * result is checked with the information step's own schema (registrationSchema), so a correction
 * follows the same rules as the registrant's entry (phone, postal code, region, NPI).
 */
export const CONTACT_FIELDS = [
  'firstName', 'lastName', 'email', 'phone', 'practiceName', 'address1', 'address2', 'city', 'state', 'postalCode', 'country',
  'licenseNumber', 'licenseState', 'npiNumber', 'agdNumber',
] as const;
export const RegistrationContactSchema = z.object(
  Object.fromEntries(CONTACT_FIELDS.map((f) => [f, z.optional(z.string({ error: MSG.invalid }).check(z.maxLength(300, { error: MSG.tooLong })))])) as Record<
    (typeof CONTACT_FIELDS)[number],
    z.ZodMiniOptional<z.ZodMiniString>
  >,
);
export type RegistrationContact = z.infer<typeof RegistrationContactSchema>;

/**
 * POST /api/admin/registrations/:id/move: to another live session of the same course and variant.
 * A cheaper one refunds the difference; a dearer one is refused unless staff say what becomes of
 * the difference (issue 50): `waive` it or leave it `due`, with a reason (audited).
 */
export const RegistrationMoveSchema = z
  .object({
    offeringId: publicId(),
    difference: z.optional(z.enum(['waive', 'due'], { error: MSG.invalid })),
    reason: z.optional(requiredText(300)),
  })
  .check(z.refine((b) => !b.difference || Boolean(b.reason), { path: ['reason'], error: MSG.required }));
export type RegistrationMove = z.infer<typeof RegistrationMoveSchema>;

/**
 * GET /api/admin/registrations/:id/move-quote?offeringId=…: what a staff move to that session
 * would settle (issue 50), from the move service's own pricing, before staff confirm it.
 */
export const MoveQuoteQuerySchema = z.object({ offeringId: publicId() });

/** The quote's answer: `settles` false when nothing was paid here (nothing to settle); amounts in the currency paid. */
export interface StaffMoveQuote {
  settles: boolean;
  currency: 'USD' | 'CAD' | null;
  /** The registration's price at the target (taxes included) and what it holds now, in cents; null when nothing settles. */
  priceCents: number | null;
  heldCents: number | null;
  /** none; due: the target costs `cents` more (staff waive it or leave it due); refund: `cents` go back to the card. */
  difference: 'none' | 'due' | 'refund';
  cents: number;
}

/** POST /api/admin/registrations/:id/cancel: why, for the audit log and the detail page. */
export const RegistrationCancelSchema = z.object({
  reason: requiredText(300),
});

/**
 * POST /api/admin/registrations/:id/refund: `amountCents` absent refunds what is left of the
 * payment; the idempotency key (made when the refund dialog opens) makes a repeated click refund once.
 * A refund that brings the total refunded to what was paid ends the registration (see ended.ts).
 */
export const RefundBodySchema = z.object({
  amountCents: z.optional(intBetween(1, 100_000_000)),
  /** When this refund completes a full refund: keep the seats taken instead of releasing them. */
  keepSeats: z.optional(z.boolean({ error: MSG.invalid })),
  reason: requiredText(300),
  idempotencyKey: z.string({ error: MSG.invalid }).check(z.regex(/^[A-Za-z0-9_-]{16,100}$/, { error: MSG.invalid })),
});
export type RefundBody = z.infer<typeof RefundBodySchema>;
