import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { W } from './webhook-text';

/**
 * The signing secret, shown this once after an endpoint is added or its secret rotated: the server
 * keeps no way to show it again. The dialog closes only by its button (not a stray click outside),
 * so the secret is not lost before it is copied.
 */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      notify(W('secret.copied'), { type: 'success' });
    } catch {
      // Clipboard access can be refused (an insecure origin, a permission): the field stays selectable.
      notify(W('secret.copyFailed'), { type: 'warning' });
    }
  };
  return (
    <Dialog open={secret !== null} fullWidth maxWidth="sm" aria-labelledby="webhook-secret-title" aria-describedby="webhook-secret-note">
      <DialogTitle id="webhook-secret-title">{translate(W('secret.heading'))}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning" id="webhook-secret-note">
            {translate(W('secret.shownOnce'))}
          </Alert>
          <TextField
            label={translate(W('secret.label'))}
            value={secret ?? ''}
            fullWidth
            onFocus={(e) => e.target.select()}
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, 'data-testid': 'webhook-secret' }, input: { sx: { fontFamily: 'monospace' } } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
          {translate(W('secret.copy'))}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate(W('secret.done'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
