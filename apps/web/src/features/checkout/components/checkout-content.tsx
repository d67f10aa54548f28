import { lazy, Suspense, useCallback, useState } from 'react';
import type { ScannerTrialState } from '@portal/domain/checkout/pricing';
import { FormLoading } from '../../../components/form-loading';
import { Notice } from '../../../components/notice';
import { FIRST_CHOICES, useCart, type CartChoices } from '../api/get-cart';
import { CouponField } from './coupon-field';
import { OrderSummary } from './order-summary';
import { RegistrationReview } from './registration-review';
import { ScannerTrialAddon } from './scanner-trial-addon';
import { HydratedFieldset } from '../../../components/form/hydrated-fieldset';
import * as css from './checkout-content.css';

// The payment form (its code, zod, card validation) starts loading as soon as this
// module runs, beside the cart's request.
const paymentSection = import('./payment-section');
const PaymentSection = lazy(() => paymentSection.then((m) => ({ default: m.PaymentSection })));

/** Review, order summary priced by the server, coupon, scanner-trial add-on, then the payment form. */
export function CheckoutContent({ id }: { id: string }) {
  const [choices, setChoices] = useState<CartChoices>(FIRST_CHOICES);
  const [trialTouched, setTrialTouched] = useState(false);
  const cart = useCart(id, choices);
  const onBillingRegion = useCallback(
    (country: string, state: string) => setChoices((c) => (c.billingCountry === country && c.billingState === state ? c : { ...c, billingCountry: country, billingState: state })),
    [],
  );

  if (cart.error) return <Notice severity="error">{cart.error.message}</Notice>;
  const data = cart.data;
  if (!data) return <FormLoading />;
  const inCart = data.summary.scannerTrial;
  const trialState: ScannerTrialState = inCart ? 'added' : data.scannerTrialChosen || trialTouched ? 'removed' : 'not_included';
  const summaryChoices = {
    registrationId: id,
    scannerTrial: inCart,
    ...(choices.billingCountry ? { billingCountry: choices.billingCountry, billingState: choices.billingState ?? '' } : {}),
  };

  return (
    <div className={css.layout}>
      <div>
        <div className={css.stack}>
          <RegistrationReview cart={data} />
          <Suspense fallback={<FormLoading />}>
            {/* Its own boundary, adopted after the page's: its fields wait for it (a province chosen earlier was reset). */}
            <HydratedFieldset>
              <PaymentSection
                registrationId={id}
                address={data.registration.address}
                summary={data.summary}
                couponCode={data.coupon?.status === 'applied' ? data.coupon.code : null}
                scannerTrial={inCart}
                repricing={cart.isFetching}
                onBillingRegion={onBillingRegion}
              />
            </HydratedFieldset>
          </Suspense>
        </div>
      </div>
      <div>
        <div className={css.aside}>
          <OrderSummary summary={data.summary} updating={cart.isPlaceholderData} />
          <CouponField request={summaryChoices} applied={choices.coupon} onApplied={(coupon) => setChoices((c) => ({ ...c, coupon }))} />
          <ScannerTrialAddon
            state={trialState}
            onChange={(scannerTrial) => {
              setTrialTouched(true);
              setChoices((c) => ({ ...c, scannerTrial }));
            }}
          />
        </div>
      </div>
    </div>
  );
}
