import { Box, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScannerTrialOfferProps } from './scanner-trial-offer';
import { TrialActions } from './trial-actions';
import { TrialStats } from './trial-stats';
import { TrialTimeline } from './trial-timeline';

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
      <Box component="section" aria-labelledby="need-more-info-title" sx={{ maxWidth: 820 }}>
        <Typography id="need-more-info-title" variant="h2" gutterBottom>
          {t('contact.title')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('contact.text')}</Typography>
        <Suspense fallback={<Box sx={{ minHeight: 240 }} />}>
          <NeedMoreInfoForm providerId={providerId} />
        </Suspense>
      </Box>
    </>
  );
}
