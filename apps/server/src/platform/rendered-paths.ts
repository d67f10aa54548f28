import { CERTIFICATE_PATH } from '@portal/domain/certificates/paths';
import { CONTACT_US_PATH } from '@portal/domain/leads/paths';
import { MARKETING_PAGES } from '@portal/domain/marketing/pages';
import { TERMS_PATH } from '@portal/domain/site/navigation';
import { PATHS } from '@portal/domain/site/paths';
import { UNIVERSITY_FORM_PATH } from '@portal/domain/university/paths';
import { PRIVACY_PATH, PRIVACY_REQUEST_PATH } from '@portal/domain/privacy/paths';

/**
 * The public pages the server renders (platform/web.ts): the same for every visitor but their
 * language (the schedule and registration: and their seats), so their HTML is worth sending
 * before any script. Funnel steps, resume links and the back office are a visitor's own state:
 * the browser renders them.
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
]);

export const isRenderedPath = (path: string) => RENDERED.has(path);
