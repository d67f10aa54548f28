import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { Form, SaveButton, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { CORRECTABLE_FIELDS, type PrivacyCorrection, type PrivacyRecord } from '@portal/domain/privacy/request-api';
import { ApiError, post } from '../../lib/api-client';
import { T } from './deadline-chip';
import { useFieldLabel } from './privacy-findings';
import { requestPath } from './use-findings';

/** The fields of this record a correction may change (the contract's list, where the record has them). */
export const correctableOf = (record: PrivacyRecord) => (CORRECTABLE_FIELDS[record.source] ?? []).filter((f) => f in record.fields);

/**
 * The server's refusal, under the fields it names: its keys may be the change's place in the list
 * (`changes.0.value`) or the field itself; anything else shows as the form's notice.
 */
function fieldErrors(err: unknown, changed: string[]): Record<string, string> | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(err.fields)) {
    const at = /^changes\.(\d+)\./.exec(key);
    const field = at ? changed[Number(at[1])] : key.split('.').pop();
    if (field && changed.includes(field)) out[field] = message;
  }
  return Object.keys(out).length ? out : undefined;
}

/** Corrects one record's personal fields: prefilled, only what changed is sent, and the server applies each with the rules of the form that collected it. */
export function CorrectDialog({ requestId, record }: { requestId: string; record: PrivacyRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const label = useFieldLabel();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const fields = correctableOf(record);
  const defaults = Object.fromEntries(fields.map((f) => [f, record.fields[f] == null ? '' : String(record.fields[f])]));
  if (!fields.length) return null;
  const submit = async (values: Record<string, unknown>) => {
    const changed = fields.filter((f) => String(values[f] ?? '').trim() !== defaults[f]);
    if (!changed.length) return setOpen(false);
    const body: PrivacyCorrection = { changes: changed.map((field) => ({ source: record.source, id: record.id, field, value: String(values[field] ?? '').trim() })) };
    try {
      await post(requestPath(requestId, 'correct'), body);
      notify(T('correct.done'), { type: 'success' });
      setOpen(false);
      refresh();
    } catch (err) {
      const errors = fieldErrors(err, changed);
      if (errors) return errors;
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    }
  };
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)} aria-label={`${translate(T('correct.action'))}: ${record.summary}`}>
        {translate(T('correct.action'))}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate(T('correct.title'))}</DialogTitle>
        <Form onSubmit={submit} defaultValues={defaults} record={defaults}>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate(T('correct.intro'), { summary: record.summary })}</DialogContentText>
            {fields.map((f) => (
              <TextInput key={f} source={f} label={label(f)} type={f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'text'} fullWidth />
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <SaveButton label={T('correct.save')} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
