import { z } from 'zod/mini';
import type { ConfirmationView } from '../completion/views';
import { MAX_TEAM_MEMBERS, teamMemberSchema } from '../registration/schema';

/**
 * What a registrant may do on their own page (issue 42, item 3), as the server decided it when it
 * read the registration with the session's policy (policy.ts). The page shows these answers before
 * the click; the action's transaction decides again and refuses when they no longer hold.
 */
export interface MyRegistrationActions {
  /** Null once the registration is cancelled or refunded. Before it is paid, cancelling frees its seats and gives nothing back (`share: 'unpaid'`). */
  cancel: {
    /** False once a live session has started. */
    allowed: boolean;
    /** What cancelling now gives back, in cents, and its currency. */
    refundCents: number;
    currency: string;
    share: 'full' | 'partial' | 'none' | 'unpaid';
    /** Until when the full refund holds (ISO instant; the page says it in the session's time zone). */
    fullRefundUntil: string | null;
    /** The share that comes back after that cut-off, for the page's explanation. */
    lateRefundPercent: number;
  } | null;
  /** Until when moving and team changes are open (ISO instant); null for an on-demand course. */
  changesUntil: string | null;
  /** True while the registration may move to another session of the same course. */
  canMove: boolean;
  /** True while team members may be replaced or added. */
  canChangeTeam: boolean;
  /** The most team members the registration may hold now: its own plus the session's free team seats. */
  maxTeamMembers: number;
}

/** GET /api/my-registration/{token}/sessions: one session the registration could move to. */
export interface MoveOption {
  sessionId: string;
  course: ConfirmationView['course'];
  /** Seats left in that session (the registration needs one for the doctor and one per team member). */
  seatsLeft: number;
  /** The language the session is taught in. */
  language: 'en' | 'fr';
  /** The registration's price there, in the currency it pays in (its paid order's terms once paid; the fee before). */
  price: { cents: number; currency: 'USD' | 'CAD' };
  /** What moving there settles once paid (issue 50): pay the difference first, get it back, or nothing; null before paying. */
  difference: { kind: 'due' | 'refund' | 'none'; cents: number } | null;
}

/** POST /api/my-registration/{token}/move */
export const MoveRequestSchema = z.object({ sessionId: z.string().check(z.minLength(1), z.maxLength(64)) });
export type MoveRequest = z.infer<typeof MoveRequestSchema>;

/**
 * POST /api/my-registration/{token}/cancel: the refund the page promised. The server refuses with
 * 409 `my-registration:errors.termsChanged` when its own decision differs (a cut-off passed meanwhile).
 */
export const CancelRequestSchema = z.object({ expectedRefundCents: z.int().check(z.minimum(0)) });
export type CancelRequest = z.infer<typeof CancelRequestSchema>;

/** PUT /api/my-registration/{token}/team: the whole team as it should be (replace, add; removing is not offered). */
export const TeamRequestSchema = z.object({ teamMembers: z.array(teamMemberSchema).check(z.maxLength(MAX_TEAM_MEMBERS)) });
export type TeamRequest = z.infer<typeof TeamRequestSchema>;

/** POST /api/my-registration/{token}/move-hold: hold the seats of a dearer session while its difference is paid (issue 50). */
export const MoveHoldRequestSchema = z.object({ sessionId: z.string().check(z.minLength(1), z.maxLength(64)) });
export type MoveHoldRequest = z.infer<typeof MoveHoldRequestSchema>;

/** The held seats and what to pay for them: the server's amount, which the page shows and never sends back. */
export interface MoveHoldView {
  holdId: string;
  sessionId: string;
  dueCents: number;
  currency: 'USD' | 'CAD';
  /** ISO instant: the seats go back to the session if the difference is not paid by then. */
  expiresAt: string;
}

/** POST /api/my-registration/{token}/move-payment: pay a hold's difference with the checkout's card token and an idempotency key. */
export const MovePaymentRequestSchema = z.object({
  holdId: z.string().check(z.minLength(1), z.maxLength(64)),
  paymentToken: z.string().check(z.minLength(1), z.maxLength(200)),
  idempotencyKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
});
export type MovePaymentRequest = z.infer<typeof MovePaymentRequestSchema>;
