import { useMutation } from '@tanstack/react-query';
import { CONSENT_COOKIE, CONSENT_MAX_AGE, CONSENT_TEXT_VERSION, type ConsentChoices } from '@portal/domain/privacy/consent';
import type { ConsentRecorded } from '@portal/domain/privacy/consent-api';
import { CONSENTS_API } from '@portal/domain/privacy/paths';
import { post } from '../../lib/api-client';
import { consentChanged, consentChoices } from '../../lib/consent';
import { writeCookie } from '../../lib/cookies';
import { applyConsentChange } from '../../lib/tracking';

/**
 * Sends a decision; once the server has recorded it (and set the cookie), tracking follows it on
 * this page at once. The answer's cookie value is written here too: right after a response sets
 * a cookie, Chromium's document.cookie may still show the old one (see api-client.ts).
 */
export function useSaveConsent(onSaved: () => void) {
  return useMutation({
    // What was granted before is read before the answer's Set-Cookie replaces it.
    mutationFn: async (choices: ConsentChoices) => ({
      before: consentChoices(),
      recorded: await post<ConsentRecorded>(CONSENTS_API, { choices, sourcePage: location.pathname, textVersion: CONSENT_TEXT_VERSION }),
    }),
    onSuccess: ({ before, recorded }) => {
      writeCookie(CONSENT_COOKIE, recorded.cookie, CONSENT_MAX_AGE);
      applyConsentChange(before, recorded.choices);
      consentChanged();
      onSaved();
    },
  });
}
