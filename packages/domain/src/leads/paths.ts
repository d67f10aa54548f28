import { PATHS } from '../site/paths';

/**
 * Where the lead pages and calls live. The header's 'Contact us' goes to the external marketing
 * site; /contact-us is the portal's own lead form.
 */
export const CONTACT_US_PATH = '/contact-us';
export const CONTACT_US_API = '/api/contact-us/';
export const SCANNER_LEAD_API = '/api/scanner-trial/leads';
/** The brochure PDF, in the locale of the `locale` parameter (or the cookie). */
export const BROCHURE_API = '/api/brochure.pdf';

/**
 * On the plain scanner-trial page (no registration yet) both actions lead to the registration
 * with the choice remembered in this parameter, for the funnel's offer step to pre-select:
 * /registration?scanner_trial=added (terms accepted) or =declined.
 */
export const SCANNER_TRIAL_CHOICE_PARAM = 'scanner_trial';
export const SCANNER_TRIAL_CHOICES = ['added', 'declined'] as const;
export type ScannerTrialChoice = (typeof SCANNER_TRIAL_CHOICES)[number];

export function registrationWithTrialChoice(added: boolean): string {
  return `${PATHS.registration}?${SCANNER_TRIAL_CHOICE_PARAM}=${added ? 'added' : 'declined'}`;
}
