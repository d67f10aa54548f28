import { lazy, Suspense, type ReactNode } from 'react';
import { formatMoney } from '@portal/domain/locale/format';
import { useLocale } from '../../lib/locale';
import { FormLoading } from '../form-loading';
import { HydratedFieldset } from '../form/hydrated-fieldset';
import { Notice } from '../notice';
import type { CardMethod } from './card-method';
import { usePaymentConfig } from './payment-config';
import { useSandboxMethod } from './sandbox-method';

// Stripe's script and React bindings load only when Stripe is the provider, where a card is paid with.
const StripeCardMethod = lazy(() => import('./stripe-method').then((m) => ({ default: m.StripeCardMethod })));

interface Props {
  /** What the payment charges, as the server priced it: Stripe's element and the sandbox's bank window say it. */
  amountCents: number;
  currency: 'USD' | 'CAD';
  children: (method: CardMethod) => ReactNode;
}

/**
 * The configured provider's card method (GET /api/payment/config) for a form that pays by card:
 * the checkout's payment form and the registrant's page's payment for a dearer move.
 */
export function CardMethodProvider({ amountCents, currency, children }: Props) {
  const config = usePaymentConfig();
  if (config.error) return <Notice severity="error">{config.error.message}</Notice>;
  if (!config.data) return <FormLoading />;
  if (config.data.provider === 'stripe') {
    return (
      <Suspense fallback={<FormLoading />}>
        <HydratedFieldset>
          <StripeCardMethod publishableKey={config.data.publishableKey} amountCents={amountCents} currency={currency}>
            {children}
          </StripeCardMethod>
        </HydratedFieldset>
      </Suspense>
    );
  }
  return <SandboxCardMethod amountCents={amountCents} currency={currency}>{children}</SandboxCardMethod>;
}

function SandboxCardMethod({ amountCents, currency, children }: Props) {
  const locale = useLocale();
  return children(useSandboxMethod(formatMoney({ cents: amountCents, currency }, locale)));
}
