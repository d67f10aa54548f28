import { Alert, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ScanQueue } from './use-scan-queue';
import { useOnline, useRoster } from './use-roster';

const K = (key: string) => `admin-check-in:offline.${key}`;

interface Props {
  sessionId: string;
  timeOf: (iso: string) => string;
  queue: ScanQueue;
  staffId: string | undefined;
  /** The session has ended: its list has left the phone, so nothing is said of it (issue 50). */
  ended: boolean;
}

/**
 * Whether the phone is offline, how recent the list it judges with is, how many scans wait to be
 * sent (and why they wait), what the server saw otherwise once they were sent, and the tickets let
 * in offline after they were cancelled (flagged in the session's list, on every phone).
 */
export function OfflineStatus({ sessionId, timeOf, queue, staffId, ended }: Props) {
  const translate = useTranslate();
  const online = useOnline();
  const data = useRoster(sessionId).data?.kept;
  const refreshed = data ? translate(K('refreshed'), { tickets: data.roster.tickets.length, time: timeOf(data.refreshedAt) }) : translate(K('noList'));
  const waiting = queue.waiting.length;
  const others = queue.waiting.filter((e) => e.staffId !== staffId).length;
  const flagged = data?.roster.tickets.filter((t) => t.flagged) ?? [];
  // A scan this phone let in, but the list (read since) names an earlier check-in: another phone was first.
  const byDigest = new Map(data?.roster.tickets.map((t) => [t.digest, t]));
  const otherFirst = queue.sent.flatMap((e) => {
    const t = byDigest.get(e.digest);
    return t?.checkedInAt && t.checkedInAt !== e.scannedAt ? [{ key: e.key, name: t.name, time: timeOf(t.checkedInAt), by: t.checkedInBy ?? '—' }] : [];
  });
  return (
    <Stack spacing={1}>
      {ended ? null : online ? (
        <Typography color="textSecondary" data-roster-refreshed={data?.refreshedAt ?? ''}>{refreshed}</Typography>
      ) : (
        <Alert severity="warning" role="status" data-roster-refreshed={data?.refreshedAt ?? ''}>
          <strong>{translate(K('offline'))}</strong> {refreshed}
        </Alert>
      )}
      <Typography role="status" data-waiting={waiting} sx={{ fontWeight: waiting ? 700 : 400 }}>
        {translate(K('waiting'), { count: waiting })}
        {others > 0 && ` ${translate(K('otherStaff'), { count: others })}`}
      </Typography>
      {queue.blocked?.kind === 'signIn' && <Alert severity="warning">{translate(K('signIn'))}</Alert>}
      {queue.blocked?.kind === 'refused' && <Alert severity="warning">{translate(K('notSent'), { message: queue.blocked.message })}</Alert>}
      {queue.refused.map((r) => (
        <Alert key={r.key} severity="error" data-sync-difference="refused">
          {r.message === null
            ? translate(K('refusedName'), { name: r.name ?? '—', message: translate('admin-check-in:outcome.impossible_time') })
            : translate(K('refused'), { count: r.count, message: r.message })}
        </Alert>
      ))}
      {otherFirst.map((d) => (
        <Alert key={d.key} severity="info" data-sync-difference="already">
          {translate(K('otherFirst'), d)}
        </Alert>
      ))}
      {queue.flagged.map((s) => (
        <Alert key={s.key} severity="error" data-sync-difference="voided">
          {translate(K('flaggedOne'), { name: s.person?.name ?? '—' })}
        </Alert>
      ))}
      {flagged.length > 0 && (
        <Alert severity="error" data-flagged={flagged.length}>
          {translate(K('flagged'), { names: flagged.map((t) => t.name).join(', ') })}
        </Alert>
      )}
    </Stack>
  );
}
