import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_GRANTED, ALL_REFUSED, CONSENT_CATEGORIES, type ConsentChoices } from '@portal/domain/privacy/consent';
import { consentChoices } from '../../lib/consent';
import { CheckBox } from '../check-box';
import { useSaveConsent } from './use-save-consent';

/**
 * The choices per category (from the banner's 'Choose' or the footer's 'Cookie settings'): what
 * is strictly necessary is shown, always on; each category starts as the visitor last chose
 * (off when they have not). Refuse all, accept all and save sit side by side, equally easy.
 */
export function ConsentDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<ConsentChoices>(() => consentChoices() ?? ALL_REFUSED);
  const save = useSaveConsent(onSaved);
  const busy = save.isPending;
  return (
    <Dialog open onClose={onClose} aria-labelledby="consent-settings-title" aria-describedby="consent-settings-intro" disableRestoreFocus maxWidth="sm" fullWidth>
      <DialogTitle id="consent-settings-title">{t('consent.settingsTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="consent-settings-intro" sx={{ mb: 2 }}>
          {t('consent.settingsIntro')}
        </DialogContentText>
        <Stack spacing={1.5}>
          <CheckBox
            id="consent-necessary"
            top
            checked
            disabled
            onChange={() => {}}
            label={<Category label={t('consent.categories.necessary.label')} description={t('consent.categories.necessary.description')} />}
          />
          {CONSENT_CATEGORIES.map((c) => (
            <CheckBox
              key={c}
              id={`consent-${c}`}
              top
              checked={choices[c]}
              disabled={busy}
              onChange={(checked) => setChoices((now) => ({ ...now, [c]: checked }))}
              label={<Category label={t(`consent.categories.${c}.label`)} description={t(`consent.categories.${c}.description`)} />}
            />
          ))}
        </Stack>
        {save.error && (
          <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 2 }}>
            {save.error.message}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button variant="outlined" disabled={busy} onClick={() => save.mutate(ALL_REFUSED)}>
          {t('consent.refuseAll')}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => save.mutate(ALL_GRANTED)}>
          {t('consent.acceptAll')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => save.mutate(choices)}>
          {t('consent.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Category({ label, description }: { label: string; description: string }) {
  return (
    <span>
      <strong>{label}</strong>
      <br />
      <span style={{ fontSize: '0.875rem' }}>{description}</span>
    </span>
  );
}
