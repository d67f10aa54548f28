/**
 * Requests about a person's data (Law 25 ss. 27-28.1, PIPEDA principle 9): access (an export of
 * everything held), correction and erasure. The law gives 30 days to answer, counted from receipt.
 */
export const PRIVACY_REQUEST_KINDS = ['access', 'correction', 'erasure'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** `open` until staff answer it: `completed` (done as asked) or `refused` (with the reason kept). */
export const PRIVACY_REQUEST_STATUSES = ['open', 'completed', 'refused'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** `form`: the public request form; `staff`: logged by staff for a request received otherwise (mail, phone). */
export const PRIVACY_REQUEST_SOURCES = ['form', 'staff'] as const;
export type PrivacyRequestSource = (typeof PRIVACY_REQUEST_SOURCES)[number];

export const PRIVACY_REQUEST_DEADLINE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day the answer is due: 30 days after receipt. */
export function privacyRequestDueAt(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + PRIVACY_REQUEST_DEADLINE_DAYS * DAY_MS);
}

/** Whole days left until the deadline (negative once late), as the back office shows it. */
export function privacyRequestDaysLeft(dueAt: Date, now: Date): number {
  return Math.ceil((dueAt.getTime() - now.getTime()) / DAY_MS);
}
