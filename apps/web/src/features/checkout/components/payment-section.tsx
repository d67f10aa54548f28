import { CardMethodProvider } from '../../../components/card-payment/card-method-provider';
import { PaymentForm, type PaymentFormProps } from './payment-form';

/** The payment form with the configured provider's card fields (components/card-payment). */
export function PaymentSection(props: Omit<PaymentFormProps, 'method'>) {
  return (
    <CardMethodProvider amountCents={props.summary.orderTotalCents} currency={props.summary.currency}>
      {(method) => <PaymentForm method={method} {...props} />}
    </CardMethodProvider>
  );
}
