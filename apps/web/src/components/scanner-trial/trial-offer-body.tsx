import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScannerTrialOfferProps } from './scanner-trial-props';
import { TrialActions } from './trial-actions';
import { TrialStats } from './trial-stats';
import { TrialTimeline } from './trial-timeline';
import * as css from './trial-offer-body.css';

// The form's libraries are the heaviest part; they load once the rest of the offer is shown.
const NeedMoreInfoForm = lazy(() => import('./need-more-info-form').then((m) => ({ default: m.NeedMoreInfoForm })));

/** The offer under its banner: figures, timeline, the two actions, then 'Need more info?'. */
export function TrialOfferBody({ providerId, onAddToCart, onContinueWithoutTrial }: ScannerTrialOfferProps) {
  const { t } = useTranslation('scannerTrial');
  return (
    <>
      <TrialStats />
      <TrialTimeline />
      <TrialActions onAddToCart={onAddToCart} onContinueWithoutTrial={onContinueWithoutTrial} />
      <section aria-labelledby="need-more-info-title" className={css.contact}>
        <h2 id="need-more-info-title" className={css.title}>
          {t('contact.title')}
        </h2>
        <p className={css.intro}>{t('contact.text')}</p>
        <Suspense fallback={<div className={css.placeholder} />}>
          <NeedMoreInfoForm providerId={providerId} />
        </Suspense>
      </section>
    </>
  );
}
