/**
 * Every page path the web app serves. The server answers 404 for anything else (the web app
 * still renders its not-found page), and the sitemap lists the public ones. Features add theirs.
 */
import { MARKETING_PAGES } from '../marketing/pages';
import { TERMS_PATH } from './navigation';
import { ADMIN_PATH_PATTERN, PATHS, STEP_PATH_PATTERN } from './paths';
import { CONTACT_US_PATH } from '../leads/paths';
import { RESUME_PATH } from '../registration/resume-limits';
import { CERTIFICATE_PATH, VERIFY_PATH_PATTERN } from '../certificates/paths';
import { CAMPAIGN_PATHS } from '../campaign/routes';
import { PRIVACY_PATH, PRIVACY_REQUEST_CONFIRM_PATH, PRIVACY_REQUEST_PATH } from '../privacy/paths';
import { FIND_REGISTRATIONS_PATH, MY_REGISTRATION_PATH } from '../my-registration/links';

export const PAGE_PATHS: readonly string[] = ['/', PATHS.registration, '/provider/university-registration', ...MARKETING_PAGES.map((p) => p.path), TERMS_PATH, PRIVACY_PATH, PRIVACY_REQUEST_PATH, PRIVACY_REQUEST_CONFIRM_PATH, PATHS.scannerTrial, PATHS.registrationComplete, PATHS.unsubscribe, CONTACT_US_PATH, RESUME_PATH, PATHS.schedule, CERTIFICATE_PATH, FIND_REGISTRATIONS_PATH, MY_REGISTRATION_PATH, ...Object.values(CAMPAIGN_PATHS).filter((p) => p !== '/')];

/** Path patterns with a parameter, as regular expressions. */
export const PAGE_PATTERNS: readonly RegExp[] = [STEP_PATH_PATTERN, VERIFY_PATH_PATTERN, ADMIN_PATH_PATTERN];

export function isKnownPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_PATHS.includes(path) || PAGE_PATTERNS.some((p) => p.test(path));
}
