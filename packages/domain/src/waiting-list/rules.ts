import { z } from 'zod/mini';
import { emailField, publicId, requiredText } from '../http/validation';

/**
 * The waiting list of a sold-out live session (issue 11). People join from the schedule; when a
 * seat is freed (a cancellation, a move, more seats), the first in line is offered it by e-mail
 * and it is held for them for OFFER_HOURS: their link opens the registration with the seat
 * already theirs. An offer not taken in time goes to the next in line.
 */
export const OFFER_HOURS = 48;

export const WAITING_LIST_MSG = {
  already: 'schedule:waitingList.errors.already',
  notSoldOut: 'schedule:waitingList.errors.notSoldOut',
  holdInvalid: 'registration:hold.invalid',
} as const;

/** POST /api/waiting-list/ */
export const joinWaitingListSchema = z.strictObject({
  offeringId: publicId(),
  firstName: requiredText(60),
  lastName: requiredText(60),
  email: emailField(),
});
export type JoinWaitingList = z.output<typeof joinWaitingListSchema>;

/** The held seat's capability in the offer's link (?hold=…): 32 random bytes, base64url. */
export const HOLD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const holdToken = () => z.string().check(z.regex(HOLD_TOKEN_PATTERN, { error: WAITING_LIST_MSG.holdInvalid }));

/** When an offer made at `offeredAt` stops holding the seat. */
export const offerExpiresAt = (offeredAt: Date) => new Date(offeredAt.getTime() + OFFER_HOURS * 3_600_000);
