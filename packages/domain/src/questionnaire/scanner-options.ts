/**
 * The optional scanner question and the scanner-trial offer (spec sections 2, 3, 4, 9): does the
 * practice own a digital intraoral scanner, which one (eight options, the last 'Other'), then the
 * trial: accepting sends added_to_cart true, rejecting false. Labels: `objectives:scanners.<code>`.
 * No zod here, so the page shows the choices without fetching the validation library.
 */
export const SCANNERS = ['trios', 'medit', 'carestream', 'primescan', 'itero', 'planmeca', 'shining3d', 'other'] as const;
export type Scanner = (typeof SCANNERS)[number];

export const OWNS_SCANNER = ['yes', 'no'] as const;

/** Spec section 9. */
export const SCANNER_TRIAL_MONTHS = 3;

/** Where the trial's terms are (spec section 2, marketing navigation). */
export const TRIAL_TERMS_PATH = '/provider/terms-and-conditions';

export const SCANNER_MSG = {
  termsRequired: 'objectives:offer.termsRequired',
  scannerWithoutYes: 'objectives:scanner.onlyIfOwned',
} as const;
