import { useQuery } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { AutocompleteInput, useTranslate } from 'react-admin';
import type { PresenterAccount } from '@portal/domain/sessions-admin/schemas';
import { get } from '../../lib/api-client';

/**
 * The session's presenter account (issue 39): the educator who sees its roster and checks people
 * in. Picked among active staff (the server lists educators first); picking one fills in the
 * displayed presenter name, which stays editable (a title, a shorter form, a guest's name).
 */
export function PresenterAccountInput() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const accounts = useQuery({
    queryKey: ['session-presenters'],
    queryFn: () => get<{ data: PresenterAccount[] }>('/api/admin/session-presenters'),
  });
  const choices = (accounts.data?.data ?? []).map((a) => ({ id: a.id, name: `${a.name} · ${translate(`admin:roles.${a.role}`)}` }));
  return (
    <AutocompleteInput
      source="presenterStaffId"
      label="admin-sessions:fields.presenterStaffId"
      choices={choices}
      isPending={accounts.isPending}
      emptyText="admin-sessions:hints.noPresenterAccount"
      helperText="admin-sessions:hints.presenterStaffId"
      parse={(v: string | null) => v || null}
      onChange={(id: string | null) => {
        const picked = accounts.data?.data.find((a) => a.id === id);
        if (picked) setValue('presenter', picked.name, { shouldDirty: true });
      }}
    />
  );
}
