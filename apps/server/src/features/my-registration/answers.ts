import { z } from 'zod';
import { RECEIPT_KINDS } from '@portal/domain/receipts/receipt';
import { statusSchema, stepSchema } from '@portal/domain/registration/answers';
import { ConfirmationAnswer, ConfirmationDetailsAnswer } from '../completion/answers';

/** POST /api/my-registrations */
export const LinksSentAnswer = z
  .object({ sent: z.literal(true) })
  .describe('Links to every registration of the address were e-mailed, the older links revoked. The same answer when the address is unknown or its hourly limit held the mail back.');

/** POST /api/confirmation/{id}/my-registration-link */
export const PageLinkAnswer = z
  .union([
    z
      .object({ url: z.string().describe('The registration\'s own page, with a new link\'s token (and the reader\'s locale when not en).') })
      .describe('In the browser that paid, within minutes of the payment: a new link to the registration\'s own page, made for this press.'),
    z
      .object({ mailed: z.literal(true) })
      .describe('Anywhere else: a new link was e-mailed to the registrant\'s address (the same answer when the hourly limit held it back).'),
  ])
  .describe('The way from the \'All set!\' page to the registration\'s own page; the older links keep working.');

/** What the registrant may do now: the domain's `MyRegistrationActions` (my-registration/actions.ts). */
const ActionsAnswer = z
  .object({
    cancel: z
      .object({
        allowed: z.boolean().describe('False once a live session has started.'),
        refundCents: z.number().int().describe('What cancelling now gives back, in cents: the policy\'s terms on what was paid and not refunded yet.'),
        currency: z.string(),
        share: z.enum(['full', 'partial', 'none', 'unpaid']).describe("'unpaid': nothing was paid; cancelling frees the registration's seats."),
        fullRefundUntil: z.string().nullable().describe('Until when the full refund holds (ISO instant); null once it no longer does.'),
        lateRefundPercent: z.number().int().describe('The share of what was paid that comes back after that cut-off, until the session starts (0 for an on-demand course).'),
      })
      .nullable()
      .describe('Null once the registration is cancelled or refunded. Send `refundCents` back as `expectedRefundCents` to cancel.'),
    changesUntil: z.string().nullable().describe('Until when moving and team changes are open (ISO instant); null for an on-demand course.'),
    canMove: z.boolean(),
    canChangeTeam: z.boolean(),
    maxTeamMembers: z.number().int().describe('The most team members the registration may hold now: its own plus the session\'s free team seats.'),
  })
  .describe('What the registrant may do now, within the session\'s self-service policy; each action decides again when it is sent.');

/** GET /api/my-registration/{token}: the domain's `MyRegistrationView` (my-registration/views.ts), as sent. */
export const MyRegistrationAnswer = z
  .object({
    id: z.string(),
    status: statusSchema,
    step: stepSchema,
    continuePath: z.string().nullable().describe('Where the registrant carries on in the funnel; null once complete, cancelled or refunded.'),
    ended: z.enum(['cancelled', 'refunded']).nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    clinId: z.string().nullable().describe('The user ID, once paid.'),
    course: ConfirmationAnswer.shape.course,
    teamMembers: z.array(z.object({ type: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() })),
    documents: z
      .array(
        z.object({
          number: z.string(),
          kind: z.enum(RECEIPT_KINDS),
          path: z.string(),
          amount: z.object({ cents: z.number().int(), currency: z.enum(['USD', 'CAD']) }).nullable().describe('What the receipt received or the credit note gave back.'),
        }),
      )
      .describe('Every receipt (payment) and credit note (refund), oldest first, each a PDF.'),
    refunded: z
      .object({ refundedCents: z.number().int(), currency: z.string(), lastRefundAt: z.string().describe('When the last refund was made (ISO instant).') })
      .nullable()
      .describe('What was refunded of the registration in all (staff\'s refunds and the registrant\'s own); null when nothing was.'),
    differenceDue: z
      .object({ moveId: z.string().describe('The move it was left due on: sent back as `holdId` to POST …/move-payment to pay it'), cents: z.number().int(), currency: z.enum(['USD', 'CAD']) })
      .nullable()
      .describe('A price difference staff left due when moving the registration to a dearer session, still to pay (the server\'s amount); null when none.'),
    tickets: ConfirmationDetailsAnswer.shape.tickets,
    certificate: z.object({ certificateUrl: z.string(), letterUrl: z.string() }).nullable().describe('Once attendance is marked: the certificate and the CE attendance letter.'),
    evaluation: z
      .object({
        state: z.enum(['not_yet', 'invited', 'answered', 'closed']).describe("'invited': the page asks to evaluate the course (GET/POST …/evaluation); 'answered': thank you."),
        certificateWaits: z.boolean().describe('The certificate waits for the evaluation (the course\'s choice): `certificate` is null until it is answered.'),
      })
      .describe('The course evaluation (issue 52).'),
    actions: ActionsAnswer,
  })
  .describe('A registration as its registrant\'s own page shows it (opened from an e-mailed link).');
