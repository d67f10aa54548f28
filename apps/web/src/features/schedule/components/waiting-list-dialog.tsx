import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleEvent } from '@portal/domain/schedule/schedule';
import { Notice } from '../../../components/notice';
import { ApiError, post } from '../../../lib/api-client';

const FIELDS = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', autoComplete: 'email' },
] as const;
type Field = (typeof FIELDS)[number]['name'];

/**
 * "Join the waiting list" for a sold-out session: name and e-mail, checked with the server's own
 * rules before sending; the server answers the person's place in line (and e-mails it).
 */
export function WaitingListDialog({ event, open, onClose }: { event: ScheduleEvent; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['schedule', 'errors']);
  const [values, setValues] = useState<Record<Field, string>>({ firstName: '', lastName: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [position, setPosition] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    // The rules (zod) are fetched when the dialog is first sent, not with the schedule.
    const rules = await import('@portal/domain/waiting-list/rules').catch((err: unknown) => void setFailure(err instanceof Error ? err.message : String(err)));
    if (!rules) return;
    const parsed = rules.joinWaitingListSchema.safeParse({ offeringId: event.id, ...values });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), t(i.message)])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setPosition((await post<{ position: number }>('/api/waiting-list/', parsed.data)).position);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(err.fields as Partial<Record<Field, string>>);
      else setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const session = `${event.title}, ${event.when.date}`;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`wl-title-${event.id}`}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={`wl-title-${event.id}`}>{t('waitingList.title')}</DialogTitle>
        <DialogContent>
          {position === null ? (
            <Stack spacing={2}>
              <DialogContentText>{t('waitingList.intro', { session })}</DialogContentText>
              {FIELDS.map((f) => (
                <TextField
                  key={f.name}
                  label={t(`waitingList.${f.name}`)}
                  name={f.name}
                  type={f.name === 'email' ? 'email' : 'text'}
                  autoComplete={f.autoComplete}
                  required
                  value={values[f.name]}
                  onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                  error={Boolean(errors[f.name])}
                  helperText={errors[f.name]}
                  disabled={busy}
                />
              ))}
              {failure && <Notice severity="error" role="alert">{failure}</Notice>}
            </Stack>
          ) : (
            <Notice severity="success" role="status">{t('waitingList.joined', { position })}</Notice>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('waitingList.cancel')}</Button>
          {position === null && (
            <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
              {t('waitingList.submit')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
