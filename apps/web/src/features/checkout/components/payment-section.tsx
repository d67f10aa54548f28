import { lazy, Suspense } from 'react';
import { formatMoney } from '@portal/domain/locale/format';
import { FormLoading } from '../../../components/form-loading';
import { Notice } from '../../../components/notice';
import { useLocale } from '../../../lib/locale';
import { usePaymentConfig } from '../api/payment-config';
import { PaymentForm, type PaymentFormProps } from './payment-form';
import { useSandboxMethod } from './sandbox-method';
import { HydratedFieldset } from '../../../components/form/hydrated-fieldset';

// Stripe's script and React bindings load only when Stripe is the provider, on this step.
const StripePaymentForm = lazy(() => import('./stripe-method').then((m) => ({ default: m.StripePaymentForm })));

/** The payment form with the configured provider's card fields (GET /api/payment/config). */
export function PaymentSection(props: Omit<PaymentFormProps, 'method'>) {
  const config = usePaymentConfig();
  if (config.error) return <Notice severity="error">{config.error.message}</Notice>;
  if (!config.data) return <FormLoading />;
  if (config.data.provider === 'stripe') {
    return (
      <Suspense fallback={<FormLoading />}>
        <HydratedFieldset>
          <StripePaymentForm publishableKey={config.data.publishableKey} {...props} />
        </HydratedFieldset>
      </Suspense>
    );
  }
  return <SandboxPaymentForm {...props} />;
}

function SandboxPaymentForm(props: Omit<PaymentFormProps, 'method'>) {
  const locale = useLocale();
  const method = useSandboxMethod(formatMoney({ cents: props.summary.orderTotalCents, currency: props.summary.currency }, locale));
  return <PaymentForm method={method} {...props} />;
}
