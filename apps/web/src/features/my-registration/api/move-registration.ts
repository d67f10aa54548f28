import type { Locale } from '@portal/domain/locale/locales';
import type { MoveRequest } from '@portal/domain/my-registration/actions';
import type { MyRegistrationView } from '@portal/domain/my-registration/views';
import { post } from '../../../lib/api-client';
import { actionPath, useRegistrationAction } from './registration-action';

/** POST /api/my-registration/{token}/move: to another session of the same course, seats checked by the server. */
export const moveRegistration = (token: string, locale: Locale, body: MoveRequest) => post<MyRegistrationView>(actionPath(token, 'move', locale), body);

export const useMoveRegistration = (token: string, locale: Locale) => useRegistrationAction<MoveRequest>(token, locale, (body) => moveRegistration(token, locale, body));
