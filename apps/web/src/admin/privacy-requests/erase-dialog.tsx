import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { PRIVACY_SOURCES, type PrivacyErasure, type PrivacyFindings } from '@portal/domain/privacy/request-api';
import { ApiError, post } from '../../lib/api-client';
import { siteConfig } from '../../lib/site-config';
import { T } from './deadline-chip';
import { requestPath } from './use-findings';

/**
 * Erases the person's data everywhere (administrators only): the dialog says what goes, what tax
 * law keeps and which CE records stay in their minimal form (issue 52), and asks for the address
 * again so the wrong request is not erased by a slip.
 */
export function EraseDialog({ requestId, email, findings }: { requestId: string; email: string; findings: PrivacyFindings }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const counts = PRIVACY_SOURCES.map((s) => ({ s, n: findings.records.filter((r) => r.source === s).length })).filter((c) => c.n);
  /** "1 receipt", "2 payments": each count with its own plural. */
  const retainedText = (retained: PrivacyFindings['retained']) => ({
    receipts: translate(T('erase.receipts'), { count: retained.receipts }),
    payments: translate(T('erase.payments'), { count: retained.payments }),
    ceRecords: translate(T('erase.ceRecords'), { count: retained.ceRecords }),
  });
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const close = () => {
    setOpen(false);
    setTyped('');
    setError(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const done = await post<PrivacyErasure>(requestPath(requestId, 'erase'), { confirmEmail: typed.trim() });
      const erased = Object.values(done.erased).reduce((a, n) => a + (n ?? 0), 0);
      notify(T('erase.done'), { type: 'success', messageArgs: { records: translate(T('erase.records'), { count: erased }), ...retainedText(done.retained) } });
      close();
      refresh();
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields.confirmEmail ?? err.message) : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="contained" color="error" onClick={() => setOpen(true)}>
        {translate(T('erase.action'))}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <Box component="form" onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{translate(T('erase.title'))}</DialogTitle>
          <DialogContent>
            <DialogContentText>{translate(T('erase.erased'), { email })}</DialogContentText>
            <Box component="ul" sx={{ mt: 1 }}>
              {counts.map(({ s, n }) => (
                <li key={s}>
                  {translate(T('erase.sourceCount'), { source: translate(T(`sources.${s}`)), n })}
                </li>
              ))}
              <li>{translate(T('erase.certificates'))}</li>
            </Box>
            <DialogContentText sx={{ mb: 2 }}>{translate(T('erase.kept'), retainedText(findings.retained))}</DialogContentText>
            {findings.retained.ceRecords > 0 && (
              <DialogContentText sx={{ mb: 2 }}>
                {translate(T('erase.keptCe'), { ...retainedText(findings.retained), years: siteConfig().ceRecordYears })}
              </DialogContentText>
            )}
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate(T('erase.final'))}
            </Alert>
            <TextField
              id={fieldId}
              label={translate(T('erase.typeEmail'))}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              type="email"
              autoComplete="off"
              fullWidth
              required
              error={Boolean(error)}
              helperText={error ?? translate(T('erase.typeEmailHint'), { email })}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" color="error" disabled={!matches || busy}>
              {translate(T('erase.confirm'))}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
