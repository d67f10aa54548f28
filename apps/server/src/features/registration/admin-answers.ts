import { z } from 'zod';
import { COURSE_TYPES, VARIANTS } from '@portal/domain/course/course';
import { LESSON_STATUSES, MODULE_IDS } from '@portal/domain/education/modules';
import { LOCALES } from '@portal/domain/locale/locales';
import { REGISTRATION_STATES } from '@portal/domain/registration/ended';
import { TEAM_MEMBER_TYPES } from '@portal/domain/registration/lists';
import { STATUSES } from '@portal/domain/registration/status';
import { isoInstant, listAnswer, whole } from '@portal/domain/staff/answers';
import { REGISTRATION_EXAMPLE, REGISTRATION_ROW_EXAMPLE } from './admin-answer-examples';

/**
 * What the back office's registration routes answer (admin-routes.ts), as admin-search.ts,
 * admin-detail.ts and the actions build it. Database dates are `z.date()` (written as ISO
 * strings); the ones the services format themselves are ISO strings already.
 */
const currency = z.enum(['USD', 'CAD']);

const RegistrationRow = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  clinId: z.string().nullable(),
  status: z.enum(STATUSES).describe('The funnel status (it stays as it was when the registration ends)'),
  cancelledAt: z.date().nullable(),
  refundedAt: z.date().nullable(),
  courseType: z.enum(COURSE_TYPES),
  locale: z.enum(LOCALES),
  offeringId: z.string(),
  offeringTitle: z.string(),
  offeringStartsAt: z.date().nullable(),
  createdAt: z.date(),
});
export const RegistrationSearchAnswer = listAnswer(RegistrationRow, 'One page of registrations (newest first) and how many match').meta({
  examples: [{ data: [REGISTRATION_ROW_EXAMPLE], total: 1 }],
});

const TIMELINE_KINDS = ['registered', 'objectives', 'module', 'quiz', 'payment', 'refund', 'refunded', 'email', 'attendance', 'certificate', 'cancelled', 'moved', 'teamChanged', 'resent', 'resumeLink'] as const;

/** The stored registration (every column), its ended state and everything that happened to it. */
const RegistrationDetail = z.object({
  id: z.string(),
  offeringId: z.string(),
  status: z.enum(STATUSES),
  courseType: z.enum(COURSE_TYPES),
  variant: z.enum(VARIANTS),
  locale: z.enum(LOCALES),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  information: z.record(z.string(), z.unknown()).describe('The information step as validated (phone, practice, licence, address...)'),
  dsoCode: z.string().nullable(),
  clinId: z.string().nullable(),
  createdAt: z.date(),
  anonymisedAt: z.date().nullable(),
  updatedAt: z.date(),
  cancelledAt: z.date().nullable(),
  cancelReason: z.string().nullable(),
  remindersOffAt: z.date().nullable(),
  refundedAt: z.date().nullable(),
  refundKeptSeats: z.boolean(),
  holdsSeats: z.boolean().describe('Took its seats from the session (false: a campaign import, sold outside the portal)'),
  utmSource: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  state: z.enum(REGISTRATION_STATES).describe('The funnel status, or cancelled / refunded once the registration has ended'),
  offering: z.object({ id: z.string(), titleEn: z.string(), titleFr: z.string(), startsAt: z.date().nullable(), timeZone: z.string(), courseType: z.enum(COURSE_TYPES) }),
  teamMembers: z.array(z.object({ id: z.string(), registrationId: z.string(), type: z.enum(TEAM_MEMBER_TYPES), email: z.string(), firstName: z.string(), lastName: z.string() })),
  objectives: z.array(z.object({ questionId: z.string(), answerId: z.string(), question: z.string(), answer: z.string() })),
  modules: z.array(
    z.object({ moduleId: z.enum(MODULE_IDS), lessonStatus: z.enum(LESSON_STATUSES), scoreRaw: z.number().nullable(), completedAt: z.date().nullable(), updatedAt: z.date(), title: z.string() }),
  ),
  quizAttempts: z.array(z.object({ id: z.string(), correct: whole(), passed: z.boolean(), createdAt: z.date() })),
  payments: z.array(
    z.object({
      id: z.string(),
      status: z.enum(['paid', 'declined', 'pending', 'refunded']).describe('refunded: a paid order refunded in full'),
      declineReason: z.string().nullable(),
      currency,
      courseFeeCents: whole(),
      discountCents: whole(),
      taxCents: whole(),
      orderTotalCents: whole(),
      couponCode: z.string().nullable(),
      scannerTrial: z.boolean(),
      provider: z.string(),
      providerReference: z.string().nullable(),
      cardBrand: z.string().nullable(),
      cardLast4: z.string().nullable(),
      createdAt: z.date(),
      receiptNumber: z.string().nullable(),
    }),
  ),
  refunds: z.array(
    z.object({ id: z.string(), orderId: z.string(), amountCents: whole(), currency, reason: z.string(), createdBy: z.string(), createdAt: z.date(), receiptNumber: z.string().nullable() }),
  ),
  refundableCents: whole().describe('What can still be refunded on the paid order (0 without one)'),
  differenceDue: z
    .object({ cents: whole(), currency })
    .nullable()
    .describe('A price difference staff left due when moving the registration to a dearer session, still to pay; null when none'),
  emails: z.array(z.object({ id: z.string(), to: z.string(), subject: z.string(), attempts: whole(), lastError: z.string().nullable(), createdAt: z.date(), sentAt: z.date().nullable() })),
  attendance: z.object({ registrationId: z.string(), offeringId: z.string(), markedAt: z.date(), markedBy: z.string() }).nullable(),
  certificate: z.object({ id: z.string(), ceHours: z.number(), issuedAt: z.date() }).nullable(),
  timeline: z.array(z.object({ at: isoInstant(), kind: z.enum(TIMELINE_KINDS), summary: z.string() })).describe('The same facts as one history, oldest first'),
});
export const RegistrationDetailAnswer = RegistrationDetail.describe('The registration with its whole story').meta({ examples: [REGISTRATION_EXAMPLE] });
export const CorrectedRegistrationAnswer = RegistrationDetail.describe('The whole registration after the correction (react-admin keeps it as the record)');

export const MovedRegistrationAnswer = z.object({ id: z.string(), offeringId: z.string(), seats: whole() }).describe('Moved: the new session and the seats claimed there (and released in the old one)');
export const MoveQuoteAnswer = z
  .object({
    settles: z.boolean().describe('False when nothing was paid here (not yet paid, imported): the move settles nothing'),
    currency: currency.nullable().describe('The currency the registration paid in; null when nothing settles'),
    priceCents: whole().nullable().describe("The registration's price at the target session, taxes included, with the terms it paid with"),
    heldCents: whole().nullable().describe('What the registration holds towards its seat now (paid, less refunds of moves, plus differences waived or left due)'),
    difference: z.enum(['none', 'due', 'refund']).describe('due: the target costs more (staff waive it or leave it due, with a reason); refund: the difference goes back to the card, with a credit note'),
    cents: whole().describe('The difference due, or the amount refunded'),
  })
  .describe('What a move to the session would settle, before it is made');
export const MailQueuedAnswer = z.object({ sent: z.boolean().describe('Always true') }).describe('The e-mail is queued');
export const CancelledRegistrationAnswer = z
  .object({ id: z.string(), cancelledAt: isoInstant(), seatsReleased: whole() })
  .describe('Cancelled: when, and the seats given back to the session (0 when a full refund had released them)');

export const RefundAnswer = z
  .object({
    refund: z.object({
      id: z.string(),
      orderId: z.string(),
      registrationId: z.string(),
      amountCents: whole(),
      currency,
      reason: z.string(),
      moveId: z.string().nullable().describe('The move whose cheaper price this refund settled (issue 50); null for a refund by staff or a cancellation.'),
      idempotencyKey: z.string(),
      provider: z.string(),
      providerReference: z.string(),
      createdBy: z.string(),
      createdAt: z.date(),
    }),
    paidCents: whole(),
    refundedCents: whole(),
    leftCents: whole(),
    currency,
  })
  .describe('The refund (the earlier one when the idempotency key was used before) and what the order has left');
export const SessionRefundAnswer = z
  .object({ refunded: whole(), alreadyRefunded: whole(), failed: z.array(z.object({ registrationId: z.string(), error: z.string() })) })
  .describe('How many paid registrations of the cancelled session were refunded now, had been already, and which failed');
