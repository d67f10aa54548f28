import { CERTIFICATE_PATH } from '@portal/domain/certificates/paths';
import { CONTACT_US_PATH } from '@portal/domain/leads/paths';
import { MARKETING_PAGES } from '@portal/domain/marketing/pages';
import { TERMS_PATH } from '@portal/domain/site/navigation';
import { PATHS, STEP_PATH_PATTERN } from '@portal/domain/site/paths';
import { CAMPAIGN_PATHS } from '@portal/domain/campaign/routes';
import { UNIVERSITY_FORM_PATH } from '@portal/domain/university/paths';
import { PRIVACY_PATH, PRIVACY_REQUEST_PATH } from '@portal/domain/privacy/paths';
import { FIND_REGISTRATIONS_PATH, MY_REGISTRATION_PATH } from '@portal/domain/my-registration/links';

/**
 * The public pages the server renders (platform/web.ts), so their HTML is on screen before any
 * script: the pages that are the same for every visitor but their language (the schedule and
 * registration: and their seats), and, from issue 41, the funnel's steps and the campaign pages,
 * each drawn from its registration (read per request, never cached; a guard's redirect is answered
 * by the server), and from issue 42 "Find my registrations" and a registrant's own page (its
 * link's token read per request). Resume links and the back office are left to the browser.
 */
const RENDERED = new Set<string>([
  PATHS.home,
  ...MARKETING_PAGES.map((p) => p.path),
  TERMS_PATH,
  PRIVACY_PATH,
  PRIVACY_REQUEST_PATH,
  PATHS.schedule,
  PATHS.registration,
  PATHS.scannerTrial,
  CONTACT_US_PATH,
  CERTIFICATE_PATH,
  UNIVERSITY_FORM_PATH,
  FIND_REGISTRATIONS_PATH,
  MY_REGISTRATION_PATH,
]);

const CAMPAIGN_PAGES = new Set<string>(Object.values(CAMPAIGN_PATHS).filter((p) => p !== CAMPAIGN_PATHS.root));

export const isRenderedPath = (path: string) => RENDERED.has(path) || isRegistrationPage(path);

/** A funnel step (/registration/:id/:step), a campaign page (/campaign_…?id=) or a registrant's own page (?token=): one registration's page. */
export const isRegistrationPage = (path: string) => STEP_PATH_PATTERN.test(path) || CAMPAIGN_PAGES.has(path) || path === MY_REGISTRATION_PATH;
