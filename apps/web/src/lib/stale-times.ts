/** Spec section 7: an answer is kept 5 minutes before it is read again (the courses, the terms). */
export const DEFAULT_STALE_TIME = 5 * 60 * 1000;

/**
 * Seats sell while people browse: the answers that show them (the schedule, availability) go stale
 * after 30 seconds rather than 5 minutes.
 */
export const SEATS_STALE_TIME = 30_000;
