import { Alert, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { RadioButtonGroupInput, TextInput, required, useTranslate } from 'react-admin';
import type { StaffMoveQuote } from '@portal/domain/registration/admin-schemas';
import { getAction } from '../providers/data-provider';
import { money } from './registration-format';

const T = (key: string) => `admin:registrations.moveQuote.${key}`;
const CHOICES = [
  { id: 'waive', name: T('waive') },
  { id: 'due', name: T('leaveDue') },
];

/** The server's quote of a move to the chosen session (never computed here), once one is chosen. */
export const moveQuoteKey = (registrationId: string, offeringId: unknown) => ['move-quote', registrationId, offeringId];

export function useMoveQuote(registrationId: string, offeringId: unknown) {
  return useQuery({
    queryKey: moveQuoteKey(registrationId, offeringId),
    queryFn: () => getAction<StaffMoveQuote>('registrations', registrationId, 'move-quote', { offeringId: String(offeringId) }),
    enabled: typeof offeringId === 'string' && offeringId !== '',
    retry: false,
    // A quote is read again each time the dialog shows it: the registration's money may have changed.
    staleTime: 0,
  });
}

/**
 * What the move settles, as the server quotes it: nothing, a refund to the card (with a credit
 * note), or a difference to pay, which staff waive or leave due with a reason (sent with the move).
 */
export function MoveQuote({ registrationId }: { registrationId: string }) {
  const translate = useTranslate();
  const offeringId = useWatch({ name: 'offeringId' });
  const { data, error, isFetching } = useMoveQuote(registrationId, offeringId);
  if (!offeringId) return null;
  if (isFetching) return <CircularProgress size={24} aria-label={translate(T('loading'))} />;
  if (error) return <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>;
  if (!data) return null;
  if (!data.settles || !data.currency) return <Alert severity="info">{translate(T('nothingPaid'))}</Alert>;
  const amount = money(data.cents, data.currency);
  if (data.difference === 'refund') return <Alert severity="info">{translate(T('refund'), { amount })}</Alert>;
  if (data.difference === 'none') return <Alert severity="info">{translate(T('none'))}</Alert>;
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate(T('dueAmount'), { amount, price: money(data.priceCents ?? 0, data.currency), held: money(data.heldCents ?? 0, data.currency) })}
      </Alert>
      <RadioButtonGroupInput source="difference" label={T('choice')} choices={CHOICES} validate={required()} />
      <TextInput source="reason" label={T('reason')} helperText={T('reasonHint')} validate={required()} fullWidth />
    </>
  );
}

/** The move's body: the difference's choice and reason only when the quote shown says one is due (a choice made for another session stays out). */
export function moveBody(values: Record<string, unknown>, quote: StaffMoveQuote | undefined) {
  const due = quote?.settles && quote.difference === 'due';
  return due ? { offeringId: values.offeringId, difference: values.difference, reason: values.reason } : { offeringId: values.offeringId };
}
