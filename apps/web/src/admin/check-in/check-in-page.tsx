import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Title, useGetIdentity, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { CHECK_IN_OPENS_MINUTES, checkInOpen } from '@portal/domain/check-in/rules';
import { normalizeLocale } from '@portal/domain/locale/locales';
import { ApiError } from '../../lib/api-client';
import { formatInZone } from '../sessions/session-time';
import { CameraScanner } from './camera-scanner';
import type { CheckInAnswer, TicketHolder } from '@portal/domain/check-in/answers';
import { useCheckIn, useCheckInCounts } from './check-in-api';
import { CheckInSearch } from './check-in-search';
import { useCheckInApp } from './offline/install-check-in';
import { OfflineStatus } from './offline/offline-status';
import { judgeScanOnPhone } from './offline/scan-on-phone';
import { useOnline, useRoster } from './offline/use-roster';
import { useScanQueue } from './offline/use-scan-queue';
import { countsOnPhone } from '@portal/domain/check-in/on-phone';
import { ScanOutcome, type Shown } from './scan-outcome';

const K = (key: string) => `admin-check-in:${key}`;

/**
 * Check-in at the door, made for a phone in one hand: the camera reads tickets, each answer shows
 * in large type, the count of people in against those expected stays in view, and a search by
 * name or e-mail covers a ticket that will not scan. Several staff can scan one session at once:
 * the server checks a person in once, and the count follows everybody's scans.
 */
export function CheckInPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data: session } = useGetOne('sessions', { id });
  const counts = useCheckInCounts(id);
  const checkIn = useCheckIn(id);
  const { identity } = useGetIdentity();
  const staffId = identity?.id === undefined ? undefined : String(identity.id);
  const online = useOnline();
  const list = useRoster(id).data;
  const roster = list?.kept?.roster ?? null;
  // Ended (also early, by staff): as the last read of the list says, or by the session's end on this phone's clock.
  const ended = Boolean(list?.ended) || Boolean(session?.endsAt && Date.parse(session.endsAt) <= Date.now());
  useCheckInApp(id, locale, { endsAt: list?.kept?.roster.endsAt ?? session?.endsAt, ended });
  const queue = useScanQueue(id, staffId);
  const [shown, setShown] = useState<Shown | null>(null);
  const busy = shown?.kind === 'checking';
  const timeZone = session?.timeZone ?? undefined;
  // Every time on this screen is the venue's (the session's zone), never the phone's: none is shown before the session is read.
  const timeOf = (iso: string) => (timeZone ? new Intl.DateTimeFormat(normalizeLocale(locale) ?? 'en', { timeStyle: 'short', timeZone }).format(new Date(iso)) : '—');

  const run = async (by: { token: string } | { ticketId: string }, frameAt?: number) => {
    setShown({ kind: 'checking' });
    try {
      // Without network (or when the request finds none) the phone judges the scan against its
      // list and queues it (issue 43); a search's tap needs the server.
      const onPhone = (token: string) => judgeScanOnPhone({ sessionId: id, staffId: staffId ?? '', roster, token });
      let answer: CheckInAnswer;
      let queued = false;
      if ('token' in by && !navigator.onLine) [answer, queued] = [await onPhone(by.token), true];
      else {
        try {
          answer = await checkIn(by);
        } catch (err) {
          if (!('token' in by && err instanceof ApiError && err.status === 0)) throw err;
          [answer, queued] = [await onPhone(by.token), true];
        }
      }
      setShown({ kind: 'answer', answer, onPhone: queued });
      // Scan to answer on screen, for the closing note's figure: measured after the browser paints it.
      if (frameAt !== undefined) requestAnimationFrame(() => setTimeout(() => performance.measure('check-in:scan-to-screen', { start: frameAt, end: performance.now() })));
    } catch (err) {
      setShown({ kind: 'error', message: err instanceof ApiError ? err.message : String(err) });
    }
  };

  const c = !online && roster ? countsOnPhone(roster, queue.waiting) : counts.data;
  const live = session ? session.courseType === 'live' : true;
  const open = !session?.startsAt || checkInOpen(new Date(session.startsAt), new Date());
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
      <Title title={K('heading')} />
      <Stack spacing={2}>
        <div>
          <Typography variant="h5" component="h1">
            {translate(K('heading'))}: {session ? (locale.startsWith('fr') ? session.titleFr : session.titleEn) : ''}
          </Typography>
          {session?.startsAt && <Typography color="textSecondary">{formatInZone(session.startsAt, session.timeZone)}</Typography>}
        </div>
        {c && (
          <div>
            <Typography variant="h6" component="p" role="status">
              {translate(K('counts'), { checkedIn: c.checkedIn, expected: c.expected })}
            </Typography>
            <LinearProgress variant="determinate" value={c.expected ? (100 * c.checkedIn) / c.expected : 0} aria-label={translate(K('counts'), { checkedIn: c.checkedIn, expected: c.expected })} />
          </div>
        )}
        {live && <OfflineStatus sessionId={id} timeOf={timeOf} queue={queue} staffId={staffId} ended={ended} />}
        {!live && <Alert severity="info">{translate(K('notLive'))}</Alert>}
        {live && ended && (
          <Alert severity="info" role="status" data-session-ended>
            {translate(K('ended'))}
          </Alert>
        )}
        {live && !ended && !open && session?.startsAt && (
          <Alert severity="info">{translate(K('notOpenYet'), { time: timeOf(new Date(new Date(session.startsAt).getTime() - CHECK_IN_OPENS_MINUTES * 60_000).toISOString()) })}</Alert>
        )}
        {live && open && !ended && (
          <>
            <ScanOutcome shown={shown} timeOf={timeOf} />
            <CameraScanner busy={busy} onCode={(token, frameAt) => run({ token }, frameAt)} />
            <CheckInSearch sessionId={id} busy={busy} timeOf={timeOf} onCheckIn={(h: TicketHolder) => run({ ticketId: h.ticketId })} />
          </>
        )}
      </Stack>
    </Box>
  );
}
