import { AppError } from '@portal/domain/errors/app-error';
import type { Locale } from '@portal/domain/locale/locales';
import { CONSENT_TEXT_VERSION, formatConsentCookie, parseConsentCookie, withdrawnCategories, type ConsentChoices } from '@portal/domain/privacy/consent';
import { CONSENT_MSG, isCurrentTextVersion, type ConsentDecision, type ConsentRecorded } from '@portal/domain/privacy/consent-api';
import { MARKETING_EMAIL_TEXT_KEY, MARKETING_EMAIL_TEXT_VERSION, trackingConsentText } from '@portal/domain/privacy/consent-texts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from '../../db/client';
import { retryTransaction } from '../../db/retry-transaction';
import { translator } from '../../platform/i18n';
import { newPublicId } from '../../platform/security/ids';
import { insertConsentRecord, latestTrackingRecord, lockConsentId } from './consent-store';

/**
 * POST /api/consents: stores the decision with the text the visitor was shown (composed here from
 * the catalog of the request's locale, for the version the page showed) and answers the consent
 * cookie's new value. The consent id is the one of the visitor's cookie when the server has a
 * record under it, so a change of mind is linked to the earlier decision and names what it
 * withdraws; otherwise (first decision, an unknown or forged id) a new random id is made.
 */
export async function recordTrackingConsent(
  db: Database,
  input: { decision: ConsentDecision; locale: Locale; cookie: string | undefined },
  /** Tests only: the race test's control run goes without the lock and must see the chain fork. */
  options: { lock?: boolean } = {},
): Promise<ConsentRecorded> {
  const { decision, locale } = input;
  if (!isCurrentTextVersion(decision.textVersion)) throw new AppError(409, CONSENT_MSG.staleText);
  const claimed = parseConsentCookie(input.cookie)?.consentId;
  const choices: ConsentChoices = decision.choices;
  const textShown = trackingConsentText(translator(locale));
  return retryTransaction(() =>
    db.orm.transaction(async (tx) => {
      let consentId = newPublicId();
      let previous: Awaited<ReturnType<typeof latestTrackingRecord>>;
      if (claimed) {
        if (options.lock !== false) await lockConsentId(tx, claimed);
        previous = await latestTrackingRecord(tx, claimed);
        if (previous) consentId = claimed;
      }
      const withdrawn = withdrawnCategories(previous ? (previous.choices as ConsentChoices) : null, choices);
      await insertConsentRecord(tx, {
        id: newPublicId(),
        kind: 'tracking',
        consentId,
        previousId: previous?.id ?? null,
        source: decision.sourcePage,
        locale,
        textVersion: CONSENT_TEXT_VERSION,
        textShown,
        choices,
        withdrawn,
      });
      const cookie = formatConsentCookie({ version: CONSENT_TEXT_VERSION, consentId, choices });
      return { consentId, choices, withdrawn, textVersion: CONSENT_TEXT_VERSION, cookie };
    }),
  );
}

/**
 * The contact-us form's marketing e-mail checkbox, kept as a consent record inside the lead's own
 * transaction (CASL's proof of consent): the label in the lead's locale, its version, and the answer,
 * checked or not (an unchecked box is a refusal worth keeping too).
 */
export async function recordMarketingEmailConsent(
  tx: NodePgDatabase,
  input: { leadId: string; locale: Locale; source: string; granted: boolean },
): Promise<void> {
  await insertConsentRecord(tx, {
    id: newPublicId(),
    kind: 'marketing_email',
    consentId: newPublicId(),
    leadId: input.leadId,
    source: input.source,
    locale: input.locale,
    textVersion: MARKETING_EMAIL_TEXT_VERSION,
    textShown: translator(input.locale)(MARKETING_EMAIL_TEXT_KEY),
    choices: { email: input.granted },
  });
}
