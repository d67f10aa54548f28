import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { Form, RadioButtonGroupInput, SaveButton, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { privacyRequestCloseSchema } from '@portal/domain/privacy/request-api';
import { ApiError, post } from '../../lib/api-client';
import { T } from './deadline-chip';
import { requestPath } from './use-findings';

const START = { status: 'completed', outcome: '' };
const OUTCOMES = ['completed', 'refused'].map((id) => ({ id, name: T(`statuses.${id}`) }));

function validate(values: Record<string, unknown>): Record<string, string> {
  const parsed = privacyRequestCloseSchema.safeParse({ status: values.status, outcome: String(values.outcome ?? '').trim() });
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]).reverse());
}

/** The answer given: done as asked, or refused with the reason (both kept in the request's log). */
export function CloseDialog({ requestId }: { requestId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    try {
      await post(requestPath(requestId, 'close'), { status: values.status, outcome: String(values.outcome ?? '').trim() });
      notify(T('close.done'), { type: 'success' });
      setOpen(false);
      refresh();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) return err.fields;
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    }
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {translate(T('close.action'))}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate(T('close.title'))}</DialogTitle>
        {/* Its own record: inside the show page, the form would otherwise start from the request's (status 'open'). */}
        <Form onSubmit={submit} validate={validate} record={START}>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate(T('close.intro'))}</DialogContentText>
            <RadioButtonGroupInput source="status" label={T('fields.status')} choices={OUTCOMES} />
            <TextInput source="outcome" label={T('fields.outcome')} helperText={T('hints.outcome')} multiline minRows={3} fullWidth />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <SaveButton label={T('close.save')} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
