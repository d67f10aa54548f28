import { ALL_GRANTED, CONSENT_COOKIE, CONSENT_MAX_AGE, CONSENT_TEXT_VERSION, formatConsentCookie } from '@portal/domain/privacy/consent';

/**
 * The browser state of every journey (playwright.config.ts `use.storageState`): a consent cookie
 * that grants every category, so journeys written before the consent banner see the site as they
 * did (no banner, the spec's tracking on). Specs about consent start without it:
 * `test.use({ storageState: NO_CONSENT })`. Built from the domain's format and current text
 * version, so a new version of the texts does not silently bring the banner back into them.
 */
export const GRANTED_CONSENT_STATE = {
  cookies: [
    {
      name: CONSENT_COOKIE,
      value: formatConsentCookie({ version: CONSENT_TEXT_VERSION, consentId: 'e2eJourneysGrantedAll0', choices: ALL_GRANTED }),
      domain: '127.0.0.1',
      path: '/',
      expires: Math.floor(Date.now() / 1000) + CONSENT_MAX_AGE,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};

export const NO_CONSENT = { cookies: [], origins: [] };
