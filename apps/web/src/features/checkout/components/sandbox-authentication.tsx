import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../lib/api-client';

/**
 * The sandbox's stand-in for the bank's 3-D Secure window: the cardholder confirms or refuses the
 * payment, the sandbox records the bank's answer and tells the portal by webhook. With Stripe,
 * `stripe.handleNextAction` shows the real bank window in its place.
 */
export function useSandboxAuthentication(amount: string) {
  const { t } = useTranslation('checkout');
  const [secret, setSecret] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const done = useRef<(() => void) | null>(null);

  const authenticate = useCallback(
    (clientSecret: string) =>
      new Promise<void>((resolve) => {
        done.current = resolve;
        setSecret(clientSecret);
      }),
    [],
  );

  const answer = async (approve: boolean) => {
    setSending(true);
    try {
      await post('/api/payments/sandbox/authenticate', { clientSecret: secret, approve });
    } finally {
      setSending(false);
      setSecret(null);
      done.current?.();
    }
  };

  const dialog = (
    <Dialog open={secret !== null} aria-labelledby="bank-auth-title" aria-describedby="bank-auth-text">
      <DialogTitle id="bank-auth-title">{t('authentication.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="bank-auth-text">{t('authentication.sandboxText', { amount })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)} disabled={sending}>
          {t('authentication.refuse')}
        </Button>
        <Button variant="contained" onClick={() => answer(true)} disabled={sending} startIcon={sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
          {t('authentication.approve')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { authenticate, dialog };
}
