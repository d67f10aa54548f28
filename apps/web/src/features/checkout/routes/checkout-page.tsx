import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { FormLoading } from '../../../components/form-loading';
import type { ProviderRecord } from '../../../components/funnel/use-provider';
import { PageTitle } from '../../../components/page-title';
import type { PageHandle } from '../../../app/page-handle';
import { cartQueryOptions, FIRST_CHOICES } from '../api/get-cart';
import { termsQueryOptions } from '../api/get-terms';
import { paymentConfigQueryOptions } from '../../../components/card-payment/payment-config';
import { HydratedFieldset } from '../../../components/form/hydrated-fieldset';
import { body1, h1 } from '../../../styles/text.css';
import * as css from './checkout-page.css';

// The checkout itself (cart query, forms, card validation) is not in the page's first download
// (bundle budget); its loading starts as soon as this module runs.
const checkoutContent = import('../components/checkout-content');
const CheckoutContent = lazy(() => checkoutContent.then((m) => ({ default: m.CheckoutContent })));

/**
 * Funnel step 5 (/registration/:id/checkout): review, order summary priced by the server,
 * coupon, scanner-trial add-on, then card, billing address and terms.
 */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const record = useOutletContext<ProviderRecord>();
  return (
    <div className={css.page}>
      <PageTitle title={t('title')} />
      <h1 className={h1}>{t('title')}</h1>
      <p className={body1}>{t('intro')}</p>
      <Suspense fallback={<FormLoading />}>
        <HydratedFieldset>
          <CheckoutContent id={record.id} />
        </HydratedFieldset>
      </Suspense>
    </div>
  );
}

/** The server's render reads what the checkout shows first: the cart, the terms and how cards are taken. */
export const handle: PageHandle = {
  prefetch: async (client, _url, locale, registration) => {
    if (!registration) return;
    await Promise.all([
      client.prefetchQuery(cartQueryOptions(registration.id, FIRST_CHOICES)),
      client.prefetchQuery(termsQueryOptions(locale)),
      client.prefetchQuery(paymentConfigQueryOptions()),
    ]);
  },
};
