import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The sandbox's bank window (see useSandboxAuthentication): approve or refuse the payment. */
export function SandboxAuthenticationDialog({ open, amount, sending, onAnswer }: { open: boolean; amount: string; sending: boolean; onAnswer: (approve: boolean) => void }) {
  const { t } = useTranslation('checkout');
  return (
    <Dialog open={open} aria-labelledby="bank-auth-title" aria-describedby="bank-auth-text">
      <DialogTitle id="bank-auth-title">{t('authentication.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="bank-auth-text">{t('authentication.sandboxText', { amount })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)} disabled={sending}>
          {t('authentication.refuse')}
        </Button>
        <Button variant="contained" onClick={() => onAnswer(true)} disabled={sending} startIcon={sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
          {t('authentication.approve')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
