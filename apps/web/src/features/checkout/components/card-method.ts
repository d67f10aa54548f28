import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import type { CheckoutForm, CheckoutFormInput } from '@portal/domain/checkout/form';

/**
 * What the payment form needs from a payment provider in the browser: its card fields, a token
 * for our API (the card itself never reaches it), and the bank's 3-D Secure step when the payment
 * answers 202. The sandbox (sandbox-method.tsx) and Stripe (stripe-method.tsx) each make one.
 */
export interface CardMethod {
  provider: 'sandbox' | 'stripe';
  fields: (props: { control: Control<CheckoutFormInput, unknown, CheckoutForm>; disabled: boolean }) => ReactNode;
  /** A token for POST /api/payment/; throws an ApiError (with field errors, for the sandbox's fields) when the card is refused. */
  tokenize: (card: CheckoutFormInput['card']) => Promise<string>;
  /** Resolves once the cardholder has answered their bank (either way: the payment then says how it ended). */
  authenticate: (clientSecret: string) => Promise<void>;
  /** Anything the method shows over the page (the sandbox's bank dialog). */
  dialog?: ReactNode;
}
