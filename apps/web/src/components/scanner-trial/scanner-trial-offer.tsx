/**
 * The scanner-trial offer ('go digital', spec section 2 item 7): banner, the providers' survey
 * figures, the 3-month timeline, the two actions with the trial terms, and 'Need more info?'.
 * Shared UI (apps/web/src/components) because two pages show it: the plain page at
 * PATHS.scannerTrial and the campaign page /campaign_go_digital. It renders the page's h1.
 *
 * Props (all optional):
 * - `providerId`: the provider record's id (campaign page). Sent with 'Need more info?' so the
 *   specialist sees which registration asks; the plain page has none.
 * - `onAddToCart(choice)`: runs when 'Add to your cart' is pressed, only after the trial terms
 *   are agreed to; `choice` is `{ added_to_cart: true, terms_accepted: true }`, ready for
 *   POST /api/go-digital-offer with the record's id: `post('/api/go-digital-offer', { id, ...choice })`.
 * - `onContinueWithoutTrial(choice)`: runs on 'Continue without trial' (no terms needed);
 *   `choice` is `{ added_to_cart: false }`.
 *   Both may return a promise: the buttons are disabled while it runs, and a rejection shows its
 *   message (an ApiError's message is already in the user's locale). Navigating on success is
 *   the handler's job.
 * Without handlers (plain page, no registration yet) both actions go to the registration with
 * the choice remembered: /registration?scanner_trial=added or =declined (leads/paths.ts).
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FACTS } from '@portal/domain/marketing/facts';
import { PageHero } from '../brand/page-hero';
import { HydratedFieldset } from '../form/hydrated-fieldset';
import { button } from '../../styles/button.css';
import * as css from './scanner-trial-offer.css';
import type { ScannerTrialOfferProps } from './scanner-trial-props';

export type { AddToCartChoice, ContinueWithoutTrialChoice, ScannerTrialOfferProps } from './scanner-trial-props';

// Below the banner, everything (figures, timeline, the actions, the form,
// zod and the phone library) loads after the first paint, to keep the page's first download
// within the bundle budget.
const TrialOfferBody = lazy(() => import('./trial-offer-body').then((m) => ({ default: m.TrialOfferBody })));

export function ScannerTrialOffer(props: ScannerTrialOfferProps) {
  const { t } = useTranslation(['scannerTrial', 'leads']);
  return (
    <div className={css.sections}>
      <PageHero
        eyebrow={t('banner.eyebrow')}
        title={t('banner.title', { scannerTrialMonths: FACTS.scannerTrialMonths })}
        lead={t('banner.text')}
        art="scanner"
        actions={
          <a href="#trial-plan" className={`${button({ variant: 'contained' })} ${css.cta}`}>
            {t('banner.cta')}
          </a>
        }
      />
      <Suspense fallback={<div className={css.placeholder} />}>
        {/* Its own boundary, adopted after the page's: its buttons wait for it (a press before was lost). */}
        <HydratedFieldset>
          <div className={css.sections}>
            <TrialOfferBody {...props} />
          </div>
        </HydratedFieldset>
      </Suspense>
    </div>
  );
}
