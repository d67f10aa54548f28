import { Box, Button, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { registrationWithTrialChoice } from '@portal/domain/leads/paths';
import { TERMS_PATH } from '@portal/domain/site/navigation';
import { ApiError } from '../../lib/api-client';
import { CheckBox } from '../check-box';
import { Notice } from '../notice';
import type { ScannerTrialOfferProps } from './scanner-trial-offer';

type Pending = 'add' | 'decline' | null;

/**
 * 'Add to your cart' (needs the trial terms, spec section 5) and 'Continue without trial' (does
 * not). With handlers (campaign page) they run them and show a failure's text; without, they go
 * to the registration with the choice in the URL.
 */
export function TrialActions({ onAddToCart, onContinueWithoutTrial }: Pick<ScannerTrialOfferProps, 'onAddToCart' | 'onContinueWithoutTrial'>) {
  const { t } = useTranslation('scannerTrial');
  const navigate = useNavigate();
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const checkbox = useRef<HTMLInputElement>(null);
  const plain = !onAddToCart && !onContinueWithoutTrial;

  const run = async (which: Exclude<Pending, null>, action: () => Promise<void> | void) => {
    setError(null);
    setPending(which);
    try {
      await action();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('errors:generic'));
    } finally {
      setPending(null);
    }
  };

  const add = () => {
    if (!terms) {
      setTermsError(true);
      checkbox.current?.focus();
      return;
    }
    void run('add', () => (onAddToCart ? onAddToCart({ added_to_cart: true, terms_accepted: true }) : navigate(registrationWithTrialChoice(true))));
  };
  const decline = () =>
    void run('decline', () => (onContinueWithoutTrial ? onContinueWithoutTrial({ added_to_cart: false }) : navigate(registrationWithTrialChoice(false))));

  return (
    <Paper component="section" id="trial-offer" variant="outlined" aria-labelledby="trial-offer-title" aria-busy={pending !== null} sx={{ p: { xs: 2.5, md: 4 } }}>
      <Typography id="trial-offer-title" variant="h2" gutterBottom>
        {t('offer.title')}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 820 }}>{t('offer.text')}</Typography>
      <CheckBox
        id="trial-terms"
        label={t('offer.terms')}
        checked={terms}
        onChange={(checked) => {
          setTerms(checked);
          if (checked) setTermsError(false);
        }}
        inputRef={checkbox}
        error={termsError ? t('offer.termsRequired') : undefined}
      />
      <Box sx={{ mb: 3 }}>
        <Link href={TERMS_PATH} target="_blank" rel="noopener">
          {t('offer.termsLink')}
        </Link>
      </Box>
      <Stack spacing={2}>
        {error && (
          <Notice severity="error" role="alert">
            {error}
          </Notice>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" size="large" disabled={pending !== null} onClick={add} startIcon={pending === 'add' ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
            {t('offer.accept')}
          </Button>
          <Button variant="outlined" size="large" disabled={pending !== null} onClick={decline} startIcon={pending === 'decline' ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
            {t('offer.reject')}
          </Button>
        </Stack>
        {plain && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('offer.notRegistered')}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
