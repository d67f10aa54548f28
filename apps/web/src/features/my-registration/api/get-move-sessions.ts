import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@portal/domain/locale/locales';
import type { MoveOption } from '@portal/domain/my-registration/actions';
import { get } from '../../../lib/api-client';
import { SEATS_STALE_TIME } from '../../../lib/stale-times';

/**
 * GET /api/my-registration/{token}/sessions?locale=…: the sessions of the same course this
 * registration could move to, with their seats left. Read only when the registrant opens the move
 * section (not with the page), and again sooner than other reads: seats change.
 */
export const getMoveSessions = (token: string, locale: Locale) =>
  get<{ sessions: MoveOption[] }>(`/api/my-registration/${encodeURIComponent(token)}/sessions?${new URLSearchParams({ locale })}`);

export const moveSessionsQueryOptions = (token: string, locale: Locale) =>
  queryOptions({ queryKey: ['my-registration-sessions', token, locale], queryFn: () => getMoveSessions(token, locale), staleTime: SEATS_STALE_TIME });

export const useMoveSessions = (token: string, locale: Locale, enabled: boolean) => useQuery({ ...moveSessionsQueryOptions(token, locale), enabled });
