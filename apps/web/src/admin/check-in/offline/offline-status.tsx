import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useOnline, useRoster } from './use-roster';

const K = (key: string) => `admin-check-in:offline.${key}`;

/** Whether the phone is offline, and how recent the list it judges with is. */
export function OfflineStatus({ sessionId, timeOf }: { sessionId: string; timeOf: (iso: string) => string }) {
  const translate = useTranslate();
  const online = useOnline();
  const { data } = useRoster(sessionId);
  const refreshed = data ? translate(K('refreshed'), { tickets: data.roster.tickets.length, time: timeOf(data.refreshedAt) }) : translate(K('noList'));
  if (online) return <Typography color="text.secondary" data-roster-refreshed={data?.refreshedAt ?? ''}>{refreshed}</Typography>;
  return (
    <Alert severity="warning" role="status" data-roster-refreshed={data?.refreshedAt ?? ''}>
      <strong>{translate(K('offline'))}</strong> {refreshed}
    </Alert>
  );
}
