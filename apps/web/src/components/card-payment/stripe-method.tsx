import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@portal/domain/locale/locales';
import { Notice } from '../notice';
import { ApiError } from '../../lib/api-client';
import { i18next } from '../../lib/i18n';
import type { CardMethod } from './card-method';
import { useLocale } from '../../lib/locale';

/**
 * Stripe in the browser, loaded only where a card is paid with (the checkout step, a dearer move) and from Stripe, as their terms
 * require: the Payment Element in deferred-intent mode for the server-priced amount, a
 * ConfirmationToken for our API ("finalize payments on the server"), and `handleNextAction` for
 * the bank's 3-D Secure window.
 */
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string, locale: Locale) => {
  const key = `${publishableKey}|${locale}`;
  // A failed load (network, blocked script) is kept as null so the page can say so and a reload retries.
  if (!loaded.has(key)) loaded.set(key, loadStripe(publishableKey, { locale }).catch(() => null));
  return loaded.get(key)!;
};

export function StripeScope({ publishableKey, locale, amountCents, currency, children }: { publishableKey: string; locale: Locale; amountCents: number; currency: 'USD' | 'CAD'; children: ReactNode }) {
  const { t } = useTranslation('checkout');
  const options = useMemo(() => ({ mode: 'payment' as const, amount: amountCents, currency: currency.toLowerCase() }), [amountCents, currency]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    stripeFor(publishableKey, locale).then((s) => setFailed(!s), () => setFailed(true));
  }, [publishableKey, locale]);
  if (failed) return <Notice severity="error">{t('errors.providerUnavailable')}</Notice>;
  return (
    <Elements stripe={stripeFor(publishableKey, locale)} options={options}>
      {children}
    </Elements>
  );
}

/** Inside a StripeScope: the Payment Element and what the payment form asks of Stripe. */
export function useStripeMethod(): CardMethod {
  const stripe = useStripe();
  const elements = useElements();
  return {
    provider: 'stripe',
    fields: () => <PaymentElement options={{ layout: 'tabs' }} />,
    tokenize: async () => {
      if (!stripe || !elements) throw new ApiError(i18next.t('checkout:errors.providerUnavailable'), 409);
      const submitted = await elements.submit();
      if (submitted.error) throw new ApiError(submitted.error.message ?? '', 400);
      const { error, confirmationToken } = await stripe.createConfirmationToken({ elements });
      if (error) throw new ApiError(error.message ?? '', 400);
      return confirmationToken.id;
    },
    // Whatever the bank answered, the payment request sent again tells how it ended.
    authenticate: async (clientSecret) => {
      await stripe?.handleNextAction({ clientSecret });
    },
  };
}

/** The card method for a payment of `amountCents` through Stripe (this module is loaded only when Stripe is the provider). */
export function StripeCardMethod({ publishableKey, amountCents, currency, children }: { publishableKey: string; amountCents: number; currency: 'USD' | 'CAD'; children: (method: CardMethod) => ReactNode }) {
  const locale = useLocale();
  return (
    <StripeScope publishableKey={publishableKey} locale={locale} amountCents={amountCents} currency={currency}>
      <WithStripe>{children}</WithStripe>
    </StripeScope>
  );
}

function WithStripe({ children }: { children: (method: CardMethod) => ReactNode }) {
  return children(useStripeMethod());
}
