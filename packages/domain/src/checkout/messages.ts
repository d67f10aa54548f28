/** Validation and error keys of the checkout (catalog namespace "checkout"). */
export const CHECKOUT_MSG = {
  invalidCoupon: 'checkout:errors.invalidCoupon',
  terms: 'checkout:errors.terms',
  termsChanged: 'checkout:errors.termsChanged',
  unexpectedFields: 'checkout:errors.unexpectedFields',
  declined: 'checkout:errors.declined',
  insufficientFunds: 'checkout:errors.insufficientFunds',
  tokenExpired: 'checkout:errors.tokenExpired',
  authenticationFailed: 'checkout:errors.authenticationFailed',
  idempotencyReused: 'checkout:errors.idempotencyReused',
  idempotencyMismatch: 'checkout:errors.idempotencyMismatch',
  sessionPassed: 'checkout:errors.sessionPassed',
  sessionCancelled: 'checkout:errors.sessionCancelled',
  /** A session priced only in the other currency (move-price.ts feeIn): not sold to this registration (issue 50). */
  notPricedInCurrency: 'checkout:errors.notPricedInCurrency',
} as const;

/**
 * The address keys the registration form uses too (errors:validation.*). Kept here rather than
 * imported from registration/schema, which would bring the phone-number library into the checkout.
 */
export const BILLING_MSG = {
  region: 'errors:validation.region',
  postal: 'errors:validation.postal',
} as const;
