import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@portal/domain/locale/locales';
import type { MyRegistrationView } from '@portal/domain/my-registration/views';
import { myRegistrationQueryOptions } from './get-my-registration';

/** An action's address, in the page's locale: the registration it answers is read in it, as the page's read is. */
export const actionPath = (token: string, action: 'cancel' | 'move' | 'team', locale: Locale) =>
  `/api/my-registration/${encodeURIComponent(token)}/${action}?${new URLSearchParams({ locale })}`;

/**
 * One of the registrant's actions (issue 42 item 3): each answers the registration as it now is,
 * which replaces the page's copy, so the page shows what the server decided. None is sent again by
 * itself after a busy answer: a cancel refunds money, a move takes a seat.
 */
export function useRegistrationAction<T>(token: string, locale: Locale, send: (body: T) => Promise<MyRegistrationView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => {
      client.setQueryData(myRegistrationQueryOptions(token, locale).queryKey, view);
      // The sessions one could move to changed with the action (a seat taken or given back).
      client.removeQueries({ queryKey: ['my-registration-sessions', token] });
    },
  });
}
