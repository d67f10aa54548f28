import type { Locale } from '@portal/domain/locale/locales';
import type { CancelRequest } from '@portal/domain/my-registration/actions';
import type { MyRegistrationView } from '@portal/domain/my-registration/views';
import { post } from '../../../lib/api-client';
import { actionPath, useRegistrationAction } from './registration-action';

/**
 * POST /api/my-registration/{token}/cancel with the refund the page said: the server refuses
 * (409 termsChanged) when its own answer now differs, and the page reads the registration again.
 */
export const cancelRegistration = (token: string, locale: Locale, body: CancelRequest) => post<MyRegistrationView>(actionPath(token, 'cancel', locale), body);

export const useCancelRegistration = (token: string, locale: Locale) => useRegistrationAction<CancelRequest>(token, locale, (body) => cancelRegistration(token, locale, body));
