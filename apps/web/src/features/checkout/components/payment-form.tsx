import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CheckoutForm, CheckoutFormInput } from '@portal/domain/checkout/form';
import { schemaResolver } from '../../../components/form/schema-resolver';
import type { OrderSummary } from '@portal/domain/checkout/pricing';
import type { AddressView } from '@portal/domain/checkout/views';
import { formatMoney } from '@portal/domain/locale/format';
import { usePathFor } from '../../../components/funnel/step-context';
import { Notice } from '../../../components/notice';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { useTerms } from '../api/get-terms';
import { pay } from '../api/pay';
import { ErrorSummary } from '../../../components/form/error-summary';
import { BillingFields, checkoutFieldId } from './billing-fields';
import { newIdempotencyKey, outcomeUnknown, payThroughBank, type CardAttempt } from '../../../components/card-payment/card-attempt';
import type { CardMethod } from '../../../components/card-payment/card-method';
import * as panel from './panel.css';
import * as css from './payment-form.css';
import { TermsAgreement } from './terms-agreement';

export interface PaymentFormProps {
  /** The payment provider's card fields, token and 3-D Secure step (sandbox or Stripe). */
  method: CardMethod;
  registrationId: string;
  address: AddressView;
  summary: OrderSummary;
  couponCode: string | null;
  scannerTrial: boolean;
  /** A new summary is on its way: paying now could show one amount and charge another. */
  repricing: boolean;
  /** The billing region decides the tax: the page asks the server for a new summary. */
  onBillingRegion: (country: string, state: string) => void;
}

/**
 * Card (to the provider), billing address and terms; then POST /api/payment/ with the token.
 * The idempotency key is made when the form is first submitted and kept while the outcome is
 * unknown (network failure, server error), so a retry cannot charge twice; a definite answer
 * (declined, refused) or a change to the card starts a new attempt.
 */
export function PaymentForm({ method, registrationId, address, summary, couponCode, scannerTrial, repricing, onBillingRegion }: PaymentFormProps) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const terms = useTerms(locale);
  const navigate = useNavigate();
  const pathFor = usePathFor();
  const attempt = useRef<CardAttempt | null>(null);
  const [error, setError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const amount = formatMoney({ cents: summary.orderTotalCents, currency: summary.currency }, locale);

  const form = useForm<CheckoutFormInput, unknown, CheckoutForm>({
    resolver: useMemo(
      () =>
        schemaResolver<CheckoutFormInput, CheckoutForm>(() =>
          import('@portal/domain/checkout/form').then((m) => (method.provider === 'stripe' ? m.stripeCheckoutFormSchema : m.checkoutFormSchema)),
        ),
      [method.provider],
    ),
    defaultValues: {
      card: { cardNumber: '', nameOnCard: '', expiry: '', cvv: '', postalCode: '' },
      billing: { address1: address.address1, address2: address.address2, city: address.city, country: address.country, state: address.state, postalCode: address.postalCode },
      termsAccepted: false,
    },
    // Focus goes to the error summary, which links to each field.
    shouldFocusError: false,
  });
  /** A field's label, as the summary's link text. */
  const labelOf = (name: string) => {
    const [group, field] = name.split('.');
    if (group === 'termsAccepted') return t('terms.agree');
    if (group === 'card') return t(`payment.${field === 'postalCode' ? 'cardPostal' : field}`);
    return t(`billing.${field}`);
  };
  const [country, state] = useWatch({ control: form.control, name: ['billing.country', 'billing.state'] });
  const card = useWatch({ control: form.control, name: 'card' });

  useEffect(() => onBillingRegion(country, state), [country, state, onBillingRegion]);
  // Other card details are another attempt: never reuse a token or key made for the old ones.
  useEffect(() => {
    if (attempt.current?.token) attempt.current = null;
  }, [card.cardNumber, card.nameOnCard, card.expiry, card.cvv, card.postalCode]);
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  const showFields = (err: ApiError, prefix: 'card' | 'billing' | '') => {
    for (const [path, text] of Object.entries(err.fields)) {
      if (path === '_') continue;
      const name = (prefix ? `${prefix}.${path}` : path) as Parameters<typeof form.setError>[0];
      form.setError(name, { type: 'server', message: text });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    attempt.current ??= { key: newIdempotencyKey(), token: null };
    const current = attempt.current;
    try {
      if (!current.token) current.token = await method.tokenize(form.getValues('card')!);
    } catch (err) {
      attempt.current = null;
      if (err instanceof ApiError && Object.keys(err.fields).length) showFields(err, 'card');
      else setError(err instanceof ApiError ? err.message : t('errors:generic'));
      return;
    }
    try {
      const body = {
        registrationId,
        paymentToken: current.token,
        idempotencyKey: current.key,
        billing: values.billing,
        termsAccepted: values.termsAccepted,
        termsVersion: terms.data!.version,
        couponCode: couponCode ?? undefined,
        scannerTrial,
      };
      // The bank may ask the cardholder to confirm (3-D Secure): once done, the same request again says how it ended.
      const done = await payThroughBank(method, () => pay(body));
      navigate(pathFor(done.step), { replace: true });
    } catch (err) {
      if (!outcomeUnknown(err)) attempt.current = null;
      if (err instanceof ApiError && Object.keys(err.fields).length) showFields(err, '');
      setError(err instanceof ApiError ? err.message : t('errors:generic'));
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <section aria-labelledby="payment-heading" className={panel.panel}>
      <form noValidate onSubmit={onSubmit} aria-busy={busy || repricing || terms.isPending} className={css.form}>
        <div>
          <h2 id="payment-heading" className={panel.heading}>
            {t('payment.title')}
          </h2>
          <p className={panel.note}>{t('payment.secureNote')}</p>
          {method.provider === 'sandbox' && <p className={css.sandboxNote}>{t('payment.sandboxNote')}</p>}
          <div className={css.summary}>
            <ErrorSummary control={form.control} idOf={checkoutFieldId} labelOf={labelOf} errorText={(e) => (e?.message ? (e.type === 'server' ? e.message : t(e.message)) : undefined)} />
          </div>
          {method.fields({ control: form.control, disabled: busy, idOf: checkoutFieldId })}
        </div>
        <fieldset className={css.billing}>
          <legend className={css.legend}>{t('billing.title')}</legend>
          <BillingFields control={form.control} country={country} setValue={form.setValue} disabled={busy} />
        </fieldset>
        <TermsAgreement control={form.control} terms={terms.data} disabled={busy} />
        {terms.error && <Notice severity="error">{terms.error.message}</Notice>}
        {error && (
          <Notice ref={alertRef} tabIndex={-1} severity="error" role="alert">
            {error}
          </Notice>
        )}
        <button type="submit" className={css.pay} disabled={busy || repricing || !terms.data}>
          {busy && (
            <span className={css.payIcon}>
              <Spinner size={18} />
            </span>
          )}
          {busy ? t('paying') : t('pay', { amount })}
        </button>
      </form>
      {method.dialog}
    </section>
  );
}
