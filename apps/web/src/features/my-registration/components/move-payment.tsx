import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { CardForm, CardFormInput } from '@portal/domain/checkout/form';
import { formatMoney, formatTime } from '@portal/domain/locale/format';
import type { MoveHoldView } from '@portal/domain/my-registration/actions';
import type { MyRegistrationView } from '@portal/domain/my-registration/views';
import { newIdempotencyKey, outcomeUnknown, payThroughBank, type CardAttempt } from '../../../components/card-payment/card-attempt';
import { CardMethodProvider } from '../../../components/card-payment/card-method-provider';
import type { CardMethod } from '../../../components/card-payment/card-method';
import { ErrorSummary } from '../../../components/form/error-summary';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { Notice } from '../../../components/notice';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { button } from '../../../styles/button.css';
import { myRegistrationQueryOptions } from '../api/get-my-registration';
import { payMove } from '../api/move-payment';
import * as css from './move-section.css';

interface Props {
  token: string;
  hold: MoveHoldView;
  /** The session held, as the list says it (its date and hours). */
  session: string;
  timeZone: string;
  onPaid: (view: MyRegistrationView) => void;
  /** Absent for a difference left due (there is no seat held to give back). */
  onBack?: () => void;
  /**
   * `due`: a difference staff left due on an earlier move (issue 50): the same payment on the
   * move's id (`hold.holdId`), with no seat held and nothing moving.
   */
  kind?: 'hold' | 'due';
}

const fieldId = (name: string) => `move-${name.replace(/\./g, '-')}`;

/**
 * A dearer session's difference (issue 50), once its seats are held: the amount the server
 * decided, until when the seat is held, and the card (the checkout's provider, token and 3-D
 * Secure, from components/card-payment). The browser sends the hold, the card's token and an
 * idempotency key, never an amount; the answer is the registration in its new session.
 */
export function MovePayment(props: Props) {
  return (
    <CardMethodProvider amountCents={props.hold.dueCents} currency={props.hold.currency}>
      {(method) => <MovePaymentForm method={method} {...props} />}
    </CardMethodProvider>
  );
}

function MovePaymentForm({ method, token, hold, session, timeZone, onPaid, onBack, kind = 'hold' }: Props & { method: CardMethod }) {
  const due = kind === 'due';
  const headingId = due ? 'due-pay-heading' : 'move-pay-heading';
  const { t } = useTranslation(['my-registration-page', 'checkout']);
  const locale = useLocale();
  const client = useQueryClient();
  const attempt = useRef<CardAttempt | null>(null);
  const [error, setError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const amount = formatMoney({ cents: hold.dueCents, currency: hold.currency }, locale);
  const form = useForm<CardFormInput, unknown, CardForm>({
    resolver: useMemo(
      () => schemaResolver<CardFormInput, CardForm>(() => import('@portal/domain/checkout/form').then((m) => (method.provider === 'stripe' ? m.stripeCardFormSchema : m.cardFormSchema))),
      [method.provider],
    ),
    defaultValues: { card: { cardNumber: '', nameOnCard: '', expiry: '', cvv: '', postalCode: '' } },
    shouldFocusError: false,
  });
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  const onSubmit = form.handleSubmit(async () => {
    setError(null);
    attempt.current ??= { key: newIdempotencyKey(), token: null };
    const current = attempt.current;
    try {
      if (!current.token) current.token = await method.tokenize(form.getValues('card'));
    } catch (err) {
      attempt.current = null;
      if (err instanceof ApiError && Object.keys(err.fields).length) {
        for (const [path, text] of Object.entries(err.fields)) if (path !== '_') form.setError(`card.${path}` as 'card.cardNumber', { type: 'server', message: text });
      } else setError(err instanceof ApiError ? err.message : t('errors:generic'));
      return;
    }
    try {
      const body = { holdId: hold.holdId, paymentToken: current.token, idempotencyKey: current.key };
      const view = await payThroughBank(method, () => payMove(token, locale, body));
      client.setQueryData(myRegistrationQueryOptions(token, locale).queryKey, view);
      client.removeQueries({ queryKey: ['my-registration-sessions', token] });
      onPaid(view);
    } catch (err) {
      // Declined, or the hold lapsed: a new attempt (a new key) next time; unknown: the same one again.
      if (!outcomeUnknown(err)) attempt.current = null;
      setError(err instanceof ApiError ? err.message : t('errors:generic'));
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} aria-labelledby={headingId} className={css.form} data-testid={due ? 'due-payment' : 'move-payment'}>
      <h3 id={headingId} className={css.subheading}>
        {t(due ? 'due.payTitle' : 'move.payTitle')}
      </h3>
      <p className={css.text} data-testid={due ? 'due-amount' : 'move-due'}>
        {due ? t('due.payText', { amount, session }) : t('move.payText', { amount, session, time: formatTime(hold.expiresAt, locale, timeZone) })}
      </p>
      {method.provider === 'sandbox' && <p className={css.seats}>{t('checkout:payment.sandboxNote')}</p>}
      <ErrorSummary control={form.control} idOf={fieldId} labelOf={(name) => t(`checkout:payment.${name.endsWith('postalCode') ? 'cardPostal' : name.split('.')[1]}`)} errorText={(e) => (e?.message ? (e.type === 'server' ? e.message : t(e.message)) : undefined)} />
      {method.fields({ control: form.control, disabled: busy, idOf: fieldId })}
      {error && (
        <Notice ref={alertRef} tabIndex={-1} severity="error" role="alert">
          {error}
        </Notice>
      )}
      <div className={css.actions}>
        <button type="submit" className={`${button({ variant: 'contained' })} ${css.submit}`} disabled={busy}>
          {busy && <Spinner size={18} />}
          {busy ? t('move.paying') : t(due ? 'due.payButton' : 'move.payButton', { amount })}
        </button>
        {onBack && (
          <button type="button" className={`${button({ variant: 'text' })} ${css.submit}`} onClick={onBack} disabled={busy}>
            {t('move.payBack')}
          </button>
        )}
      </div>
      {method.dialog}
    </form>
  );
}
