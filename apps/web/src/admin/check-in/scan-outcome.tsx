import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HistoryIcon from '@mui/icons-material/History';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CheckInAnswer } from '@portal/domain/check-in/answers';

const O = (key: string) => `admin-check-in:outcome.${key}`;

/** What the door's screen shows: a scan being checked, its answer, or a request that failed. */
export type Shown = { kind: 'checking' } | { kind: 'answer'; answer: CheckInAnswer; onPhone?: boolean } | { kind: 'error'; message: string };

/** Dark enough for white text of any size (contrast 6.5:1 or more), told apart by icon and words as well as colour. */
const LOOKS = {
  good: { bgcolor: '#1b5e20', Icon: CheckCircleIcon },
  seen: { bgcolor: '#7a4100', Icon: HistoryIcon },
  refused: { bgcolor: '#b71c1c', Icon: BlockIcon },
} as const;

/**
 * The answer in large type, readable at arm's length, with no sound: green with a tick for a
 * person checked in now, amber for one already in (when and by whom), red for a refusal. Screen
 * readers hear it as it changes.
 */
export function ScanOutcome({ shown, timeOf }: { shown: Shown | null; timeOf: (iso: string) => string }) {
  const translate = useTranslate();
  const roleLabel = (role: string) => translate(`admin-check-in:roles.${role}`, { _: translate('admin-check-in:roles.team_member') });
  let body = null;
  if (shown?.kind === 'checking') {
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', p: 3 }}>
        <CircularProgress size={32} aria-hidden />
        <Typography variant="h5">{translate('admin-check-in:checking')}</Typography>
      </Stack>
    );
  } else if (shown) {
    const answer = shown.kind === 'answer' ? shown.answer : null;
    const look = LOOKS[answer?.outcome === 'checked_in' ? 'good' : answer?.outcome === 'already' ? 'seen' : 'refused'];
    body = (
      <Box data-outcome={answer?.outcome ?? 'error'} data-on-phone={shown.kind === 'answer' && shown.onPhone ? 'true' : undefined} sx={{ bgcolor: look.bgcolor, color: 'common.white', borderRadius: 2, p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <look.Icon sx={{ fontSize: 56 }} aria-hidden />
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            {answer ? translate(O(answer.outcome)) : shown.kind === 'error' ? shown.message : ''}
          </Typography>
        </Stack>
        {answer?.person && (
          <Typography variant="h3" component="p" sx={{ fontWeight: 700, mt: 1, overflowWrap: 'anywhere' }}>
            {answer.person.name}
          </Typography>
        )}
        {answer?.person && <Typography variant="h6" component="p">{roleLabel(answer.person.role)}</Typography>}
        {answer?.outcome === 'already' && answer.checkedInAt && (
          <Typography variant="h5" component="p" sx={{ mt: 1 }}>
            {answer.checkedInBy === null ? translate(O('alreadyHere'), { time: timeOf(answer.checkedInAt) }) : translate(O('alreadyAt'), { time: timeOf(answer.checkedInAt), by: answer.checkedInBy })}
          </Typography>
        )}
        {answer?.outcome === 'voided' && <Typography variant="h6" component="p" sx={{ mt: 1 }}>{translate(O('voidedHint'))}</Typography>}
        {shown.kind === 'answer' && shown.onPhone && <Typography component="p" sx={{ mt: 1 }}>{translate(O('queued'))}</Typography>}
      </Box>
    );
  }
  return (
    <Box aria-live="assertive" aria-atomic="true" sx={{ minHeight: 120 }}>
      {body}
    </Box>
  );
}
