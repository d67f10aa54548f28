import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ScannerTrialState } from '@portal/domain/checkout/pricing';
import { Notice } from '../../../components/notice';

/** Spec section 4: the scanner trial is added, removed, or not included; the user can change it here. */
export function ScannerTrialAddon({ state, onChange }: { state: ScannerTrialState; onChange: (inCart: boolean) => void }) {
  const { t } = useTranslation('checkout');
  const message = { added: t('scannerTrial.added'), removed: t('scannerTrial.removed'), not_included: t('scannerTrial.notIncluded') }[state];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="trial-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="trial-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('scannerTrial.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('scannerTrial.text')}</Typography>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Notice severity={state === 'added' ? 'success' : 'info'} role="status" data-trial-state={state} sx={{ alignSelf: 'stretch' }}>
          {message}
        </Notice>
        {state === 'added' ? (
          <Button variant="outlined" onClick={() => onChange(false)}>
            {t('scannerTrial.remove')}
          </Button>
        ) : (
          <Button variant="outlined" onClick={() => onChange(true)}>
            {t('scannerTrial.add')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
