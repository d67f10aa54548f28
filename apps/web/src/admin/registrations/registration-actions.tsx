import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  Form,
  ReferenceInput,
  SaveButton,
  SelectInput,
  TextInput,
  TopToolbar,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
  required,
  type RaRecord,
} from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { CONTACT_FIELDS, type StaffMoveQuote } from '@portal/domain/registration/admin-schemas';
import { endedState } from '@portal/domain/registration/ended';
import { CAN } from '@portal/domain/staff/roles';
import { postAction } from '../providers/data-provider';
import { useAdminAction } from '../providers/use-admin-action';
import { MoneyInput } from '../sessions/money-input';
import { money } from './registration-format';
import { MoveQuote, moveBody, moveQuoteKey } from './move-quote';

const T = (key: string) => `admin:registrations.${key}`;
const COUNTRY_CHOICES = ['US', 'CA', 'PR'].map((id) => ({ id, name: id }));

/** What operations staff do for a registrant, above the registration's story (their role only). */
export function RegistrationActions() {
  const record = useRecordContext();
  const { permissions } = usePermissions();
  const translate = useTranslate();
  if (!record || !(CAN.manageRegistrations as readonly string[]).includes(permissions)) return <TopToolbar />;
  // An ended registration (ended.ts) has no seat to move, no funnel to resume, no confirmation to resend.
  const ended = endedState({ cancelledAt: record.cancelledAt, refundedAt: record.refundedAt });
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      {ended !== 'cancelled' && <ContactDialog record={record} />}
      {!ended && record.courseType === 'live' && <MoveDialog record={record} />}
      {record.refundableCents > 0 && (CAN.refund as readonly string[]).includes(permissions) && <RefundDialog record={record} />}
      {!ended && <SendButton id={String(record.id)} action="resume-link" label="resumeLink" done="resumeLinkSent" />}
      {!ended && <SendButton id={String(record.id)} action="resend-confirmation" label="resendConfirmation" done="confirmationSent" />}
      {ended !== 'cancelled' && <CancelDialog record={record} />}
      {(CAN.transcripts as readonly string[]).includes(permissions) && (
        // The server's file (issue 52): every course of the registrant's address, in their locale; the download is audited.
        <Button variant="outlined" size="small" href={`/api/admin/registrations/${encodeURIComponent(String(record.id))}/transcript.pdf`} download data-testid="transcript-download">
          {translate(T('transcript'))}
        </Button>
      )}
    </TopToolbar>
  );
}

/** A refused action: the server's field errors go under the form's fields, anything else to a notice. */
function fieldErrorsOr(err: unknown, notify: ReturnType<typeof useNotify>) {
  const fields = (err as { body?: { errors?: Record<string, string> } }).body?.errors;
  if (fields && Object.keys(fields).length) return fields;
  notify(err instanceof Error ? err.message : String(err), { type: 'error' });
  return undefined;
}

/**
 * A dialog's form that posts one action on the registration: on success a notice, the dialog
 * closed and the record read again; a refusal's field errors under the fields, anything else as a notice.
 */
function useActionForm(record: RaRecord, action: string, done: string, body: (values: Record<string, unknown>) => Record<string, unknown>) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    try {
      await postAction('registrations', String(record.id), action, body(values));
      notify(T(done), { type: 'success' });
      setOpen(false);
      refresh();
    } catch (err) {
      return fieldErrorsOr(err, notify);
    }
  };
  return { open, setOpen, submit };
}

/** A one-click action on a registration (resume link, confirmation); the funnel's stalled list offers it too. */
export function SendButton({ id, action, label, done }: { id: string; action: string; label: string; done: string }) {
  const translate = useTranslate();
  const { busy, run } = useAdminAction();
  return (
    <Button variant="outlined" onClick={() => run(() => postAction('registrations', id, action), () => T(`actions.${done}`))} disabled={busy}>
      {translate(T(`actions.${label}`))}
    </Button>
  );
}

function ActionDialog({ label, children, open, setOpen }: { label: string; children: ReactNode; open: boolean; setOpen: (v: boolean) => void }) {
  const translate = useTranslate();
  const title = translate(T(label.includes('.') ? label : `actions.${label}`));
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {title}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-label={title}>
        <DialogTitle>{title}</DialogTitle>
        {children}
      </Dialog>
    </>
  );
}

/** The contact fields, prefilled; only what was changed is sent, and the server's rules answer under the fields. */
function ContactDialog({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [update] = useUpdate();
  const info = (record.information ?? {}) as Record<string, string>;
  const defaults = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, info[f] ?? record[f] ?? '']));
  const submit = async (values: Record<string, unknown>) => {
    const data = Object.fromEntries(Object.entries(values).filter(([k, v]) => (CONTACT_FIELDS as readonly string[]).includes(k) && v !== defaults[k]));
    try {
      await update('registrations', { id: record.id, data, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      notify(T('actions.saved'), { type: 'success' });
      setOpen(false);
    } catch (err) {
      return fieldErrorsOr(err, notify);
    }
  };
  return (
    <ActionDialog label="edit" open={open} setOpen={setOpen}>
      <Form onSubmit={submit} defaultValues={defaults} record={defaults}>
        <DialogContent>
          <Stack sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {CONTACT_FIELDS.map((f) =>
              f === 'country' ? (
                <SelectInput key={f} source={f} label={`registration:fields.${f}`} choices={COUNTRY_CHOICES} />
              ) : (
                <TextInput key={f} source={f} label={`registration:fields.${f}`} />
              ),
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <SaveButton />
        </DialogActions>
      </Form>
    </ActionDialog>
  );
}

/**
 * Another live session of the same course: its seats are claimed and the old ones released
 * together. The server's quote of the chosen session shows first (move-quote.tsx); a dearer one
 * asks staff to waive the difference or leave it due, with a reason.
 */
function MoveDialog({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const id = String(record.id);
  const { open, setOpen, submit } = useActionForm(record, 'move', 'actions.moved', (values) =>
    moveBody(values, queryClient.getQueryData<StaffMoveQuote>(moveQuoteKey(id, values.offeringId))),
  );
  return (
    <ActionDialog label="move" open={open} setOpen={setOpen}>
      {/* A fresh form each time the dialog opens, also when it opens again while closing: a
          session chosen before and cancelled is not kept with its quote under the new search. */}
      <Form key={String(open)} onSubmit={submit}>
        <DialogContent>
          <ReferenceInput source="offeringId" reference="sessions" filter={{ status: 'published', courseType: 'live' }}>
            <AutocompleteInput
              label={T('actions.moveTo')}
              optionText={(s: RaRecord) => `${s.titleEn} · ${s.venue ? `${s.venue}, ` : ''}${s.city ?? ''} · ${String(s.startsAt ?? '').slice(0, 10)} · ${s.seatsLeft}`}
              filterToQuery={(q: string) => ({ q })}
            />
          </ReferenceInput>
          <MoveQuote registrationId={id} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <SaveButton label={T('actions.move')} />
        </DialogActions>
      </Form>
    </ActionDialog>
  );
}

/**
 * All or part of the payment back through the payment provider. The idempotency key is made when
 * the dialog opens, so a double click or a retried request refunds once.
 */
function RefundDialog({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState('');
  const currency = (record.payments as RaRecord[]).find((p) => p.status === 'paid')?.currency ?? 'USD';
  const left = money(record.refundableCents, currency);
  const show = (value: boolean) => {
    if (value) setKey(crypto.randomUUID());
    setOpen(value);
  };
  const submit = async (values: Record<string, unknown>) => {
    try {
      await postAction('registrations', String(record.id), 'refund', { amountCents: values.amountCents, reason: values.reason, keepSeats: values.keepSeats === true, idempotencyKey: key });
      notify(T('refund.done'), { type: 'success' });
      setOpen(false);
      refresh();
    } catch (err) {
      return fieldErrorsOr(err, notify);
    }
  };
  return (
    <ActionDialog label="refund.action" open={open} setOpen={show}>
      <Form onSubmit={submit} defaultValues={{ amountCents: record.refundableCents, reason: '', keepSeats: false }}>
        <DialogContent>
          <MoneyInput source="amountCents" label={T('refund.amount')} helperText={translate(T('refund.amountHint'), { left })} validate={required()} />
          <TextInput source="reason" label={T('refund.reason')} helperText={T('refund.reasonHint')} validate={required()} fullWidth />
          <BooleanInput source="keepSeats" label={T('refund.keepSeats')} helperText={T('refund.keepSeatsHint')} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <SaveButton label={T('refund.submit')} />
        </DialogActions>
      </Form>
    </ActionDialog>
  );
}

/** Cancels the registration (seats released, registrant e-mailed); the payment is refunded separately. */
function CancelDialog({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const { open, setOpen, submit } = useActionForm(record, 'cancel', 'actions.cancelled', (values) => ({ reason: values.reason }));
  return (
    <ActionDialog label="cancel" open={open} setOpen={setOpen}>
      <Form onSubmit={submit} defaultValues={{ reason: '' }}>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(T('actions.cancelHint'))}</DialogContentText>
          <TextInput source="reason" label={T('actions.cancelReason')} validate={required()} fullWidth />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate(T('actions.keep'))}</Button>
          <SaveButton label={T('actions.cancelSubmit')} color="error" icon={<></>} alwaysEnable />
        </DialogActions>
      </Form>
    </ActionDialog>
  );
}
