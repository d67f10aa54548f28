import { Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { FormLoading } from '../../../components/form-loading';
import type { ProviderRecord } from '../../../components/funnel/use-provider';
import { PageTitle } from '../../../components/page-title';
import type { PageHandle } from '../../../app/page-handle';
import { cartQueryOptions, FIRST_CHOICES } from '../api/get-cart';
import { termsQueryOptions } from '../api/get-terms';
import { paymentConfigQueryOptions } from '../api/payment-config';
import { HydratedFieldset } from '../../../components/form/hydrated-fieldset';

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
    <Stack spacing={3}>
      <PageTitle title={t('title')} />
      <Typography variant="h1">{t('title')}</Typography>
      <Typography>{t('intro')}</Typography>
      <Suspense fallback={<FormLoading />}>
        <HydratedFieldset>
          <CheckoutContent id={record.id} />
        </HydratedFieldset>
      </Suspense>
    </Stack>
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
