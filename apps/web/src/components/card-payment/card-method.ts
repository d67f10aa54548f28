import type { ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import type { SandboxCardInput } from '@portal/domain/checkout/sandbox-card';

/** What the card fields need from the form they sit in: its control, and the ids its error summary links to. */
export interface CardFieldsProps<T extends FieldValues, U> {
  /** Any form's control: the fields only read and write its `card.*` values. */
  control: Control<T, unknown, U>;
  disabled: boolean;
  /** The id of a field named `card.cardNumber` and so on (the form's error summary links to it). */
  idOf: (name: string) => string;
}

/**
 * What a card payment needs from a payment provider in the browser: its card fields, a token
 * for our API (the card itself never reaches it), and the bank's 3-D Secure step when the payment
 * answers 202. The sandbox (sandbox-method.tsx) and Stripe (stripe-method.tsx) each make one; the
 * checkout and the registrant's page (a dearer move's difference) both use them.
 */
export interface CardMethod {
  provider: 'sandbox' | 'stripe';
  fields: <T extends FieldValues, U>(props: CardFieldsProps<T, U>) => ReactNode;
  /** A token for the payment request; throws an ApiError (with field errors, for the sandbox's fields) when the card is refused. */
  tokenize: (card: SandboxCardInput) => Promise<string>;
  /** Resolves once the cardholder has answered their bank (either way: the payment then says how it ended). */
  authenticate: (clientSecret: string) => Promise<void>;
  /** Anything the method shows over the page (the sandbox's bank dialog). */
  dialog?: ReactNode;
}
