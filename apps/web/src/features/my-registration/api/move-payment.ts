import type { PaymentNeedsAction } from '@portal/domain/checkout/views';
import type { Locale } from '@portal/domain/locale/locales';
import type { MoveHoldRequest, MoveHoldView, MovePaymentRequest } from '@portal/domain/my-registration/actions';
import type { MyRegistrationView } from '@portal/domain/my-registration/views';
import { post } from '../../../lib/api-client';

const path = (token: string, action: 'move-hold' | 'move-payment', locale: Locale) => `/api/my-registration/${encodeURIComponent(token)}/${action}?${new URLSearchParams({ locale })}`;

/** POST /api/my-registration/{token}/move-hold: a dearer session's seats held while the difference is paid; the amount is the server's. Not sent again by itself: it takes seats. */
export const holdMove = (token: string, locale: Locale, body: MoveHoldRequest) => post<MoveHoldView>(path(token, 'move-hold', locale), body);

/**
 * POST /api/my-registration/{token}/move-payment: the hold's difference paid with the provider's
 * token, never an amount. Paid: the registration as it now is (in the new session); or (202) the
 * bank wants the cardholder first. Sent again by itself when the server is busy: the same key
 * answers a repeat with the first attempt's outcome, so a card is charged once.
 */
export const payMove = (token: string, locale: Locale, body: MovePaymentRequest) =>
  post<MyRegistrationView | PaymentNeedsAction>(path(token, 'move-payment', locale), body, { resendWhenBusy: true });
