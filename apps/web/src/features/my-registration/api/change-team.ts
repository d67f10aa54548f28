import type { Locale } from '@portal/domain/locale/locales';
import type { TeamRequest } from '@portal/domain/my-registration/actions';
import type { MyRegistrationView } from '@portal/domain/my-registration/views';
import { request } from '../../../lib/api-client';
import { actionPath, useRegistrationAction } from './registration-action';

/** PUT /api/my-registration/{token}/team: the whole team as it should be; field errors come back by path (teamMembers.0.email). */
export const changeTeam = (token: string, locale: Locale, body: TeamRequest) => request<MyRegistrationView>('PUT', actionPath(token, 'team', locale), body);

export const useChangeTeam = (token: string, locale: Locale) => useRegistrationAction<TeamRequest>(token, locale, (body) => changeTeam(token, locale, body));
