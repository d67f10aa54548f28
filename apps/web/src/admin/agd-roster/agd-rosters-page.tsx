import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/MarkEmailRead';
import { Box, Button, Chip, Link, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { get, post } from '../../lib/api-client';
import { CustomPage } from '../layout/custom-page';
import { i18next } from '../../lib/i18n';

const T = (key: string) => `admin:agdRosters.${key}`;

/** GET /api/admin/agd-rosters, as JSON carries it (dates as ISO text). */
interface DueRoster {
  sessionId: string;
  period: string;
  courseType: 'live' | 'on_demand';
  title: string;
  startsAt: string | null;
  endedAt: string;
  dueAt: string;
  daysLeft: number;
  rows: number;
  toAsk: { registrationId: string; name: string; email: string; problem: 'missing' | 'malformed' }[];
}

const day = (iso: string) => new Intl.DateTimeFormat(i18next.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
const month = (period: string) => new Intl.DateTimeFormat(i18next.language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${period}-15T00:00:00Z`));
const csvUrl = (r: DueRoster) => `/api/admin/sessions/${r.sessionId}/agd-roster.csv${r.period ? `?period=${r.period}` : ''}`;

/**
 * AGD rosters due (issue 52): a PACE provider reports its AGD members' hours within 30 days of a
 * course. Each roster due, most urgent first, with its download, "Mark as sent", and the
 * attendees whose AGD number is missing or malformed, so staff can ask them before sending.
 */
export function AgdRostersPage() {
  const translate = useTranslate();
  const due = useQuery({ queryKey: ['agd-rosters'], queryFn: () => get<{ data: DueRoster[] }>('/api/admin/agd-rosters') });
  return (
    <CustomPage keys="admin:agdRosters" query={due}>
      {due.data && due.data.data.length === 0 && <Typography color="textSecondary">{translate(T('empty'))}</Typography>}
      <Stack spacing={2}>
        {due.data?.data.map((r) => <DueRosterCard key={`${r.sessionId}/${r.period}`} roster={r} />)}
      </Stack>
    </CustomPage>
  );
}

function DueRosterCard({ roster: r }: { roster: DueRoster }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const headingId = `agd-${r.sessionId}-${r.period || 'live'}`;
  const when = r.period ? translate(T('completedIn'), { month: month(r.period) }) : translate(T('heldOn'), { date: day(r.startsAt ?? r.endedAt) });

  const markSent = async () => {
    setAsking(false);
    setBusy(true);
    try {
      await post(`/api/admin/sessions/${r.sessionId}/agd-roster/sent`, { period: r.period });
      notify(T('sent'), { type: 'success' });
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['agd-rosters'] });
    }
  };

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }} data-testid="agd-roster">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {r.title}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {when}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}>
            {r.daysLeft < 0 ? (
              <Chip color="error" label={translate(T('overdue'), { count: -r.daysLeft, date: day(r.dueAt) })} />
            ) : (
              <Chip color={r.daysLeft <= 7 ? 'warning' : 'default'} label={translate(T('daysLeft'), { count: r.daysLeft, date: day(r.dueAt) })} />
            )}
            <Typography variant="body2">{translate(T('rows'), { count: r.rows })}</Typography>
          </Stack>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            <Button variant="contained" href={csvUrl(r)} download aria-describedby={headingId} startIcon={<DownloadIcon />}>
              {translate(T('download'))}
            </Button>
            <Button variant="outlined" disabled={busy} onClick={() => setAsking(true)} aria-describedby={headingId} startIcon={<SendIcon />}>
              {translate(T('markSent'))}
            </Button>
          </Stack>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3">
            {translate(T('toAsk'), { count: r.toAsk.length })}
          </Typography>
          {r.toAsk.length === 0 ? (
            <Typography variant="body2" color="textSecondary">
              {translate(T('noneToAsk'))}
            </Typography>
          ) : (
            <List dense disablePadding>
              {r.toAsk.map((p) => (
                <ListItem key={p.registrationId} disableGutters sx={{ display: 'block' }}>
                  <Typography variant="body2">
                    {p.name} · <Link href={`mailto:${p.email}`}>{p.email}</Link> · {translate(T(`problems.${p.problem}`))}
                  </Typography>
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      </Stack>
      <Confirm
        isOpen={asking}
        title={T('confirmTitle')}
        content={T('confirmContent')}
        translateOptions={{ title: r.title }}
        confirm={T('markSent')}
        sx={{ '& .ra-confirm': { color: 'primary.dark' } }}
        onConfirm={() => void markSent()}
        onClose={() => setAsking(false)}
      />
    </Paper>
  );
}
