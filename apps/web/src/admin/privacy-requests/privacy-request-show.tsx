import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Show, usePermissions, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { CAN } from '@portal/domain/staff/roles';
import { CloseDialog } from './close-dialog';
import { CorrectDialog } from './correct-dialog';
import { DeadlineChip, T } from './deadline-chip';
import { EraseDialog } from './erase-dialog';
import { PrivacyFindingsView } from './privacy-findings';
import { KIND_CHOICES, RequestEmail, STATUS_CHOICES } from './privacy-request-list';
import { requestPath, useFindings } from './use-findings';
import { adminLocale, dateText } from '../providers/admin-dates';

/**
 * One request: its facts and deadline, what is held about the address, and what staff do about it.
 * Each action answers its own kind (the server refuses the others): a correction corrects, an
 * erasure erases; every kind can be exported (an erasure's person may want a copy first).
 */
export function PrivacyRequestShow() {
  return (
    <Show title={T('showHeading')}>
      <RequestStory />
    </Show>
  );
}

const when = (iso: string | null | undefined) => dateText(iso, adminLocale(), { time: true });

function RequestStory() {
  const r = useRecordContext();
  const translate = useTranslate();
  const { permissions } = usePermissions();
  // A form request counts once its link was followed (the address is the person's); staff check identity themselves.
  const confirmed = Boolean(r?.confirmedAt) || r?.source === 'staff';
  const findings = useFindings(String(r?.id ?? ''), Boolean(r?.email) && confirmed);
  if (!r) return null;
  const open = r.status === 'open';
  const kind = KIND_CHOICES.find((c) => c.id === r.kind);
  const status = STATUS_CHOICES.find((c) => c.id === r.status);
  const mayErase = (CAN.erasePersonalData as readonly string[]).includes(permissions);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '2fr 3fr' }, alignItems: 'start' }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
          {kind ? translate(kind.name) : r.kind} · <RequestEmail record={r} />
        </Typography>
        {!confirmed && open && <Alert severity="warning">{translate(T('notConfirmedWarning'))}</Alert>}
        <Facts record={r} statusLabel={status ? translate(status.name) : r.status} confirmed={confirmed} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }} useFlexGap>
          {r.email && confirmed && (
            <Button variant="contained" startIcon={<DownloadIcon />} href={requestPath(String(r.id), 'export')} download>
              {translate(T('download'))}
            </Button>
          )}
          {open && r.kind === 'erasure' && mayErase && r.email && confirmed && findings.data && <EraseDialog requestId={String(r.id)} email={r.email} findings={findings.data} />}
          {open && <CloseDialog requestId={String(r.id)} />}
        </Stack>
      </Stack>
      <Box aria-busy={findings.isLoading}>
        {!r.email ? (
          <Alert severity="info">{translate(T('findings.erased'))}</Alert>
        ) : !confirmed ? null : findings.isLoading ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={24} aria-hidden />
            <Typography>{translate(T('findings.loading'))}</Typography>
          </Stack>
        ) : findings.isError ? (
          <Alert severity="error" action={<Button onClick={() => findings.refetch()}>{translate(T('retry'))}</Button>}>
            {findings.error.message}
          </Alert>
        ) : findings.data ? (
          <PrivacyFindingsView findings={findings.data} action={open && r.kind === 'correction' ? (record) => <CorrectDialog requestId={String(r.id)} record={record} /> : undefined} />
        ) : null}
      </Box>
    </Box>
  );
}

function Facts({ record: r, statusLabel, confirmed }: { record: RaRecord; statusLabel: string; confirmed: boolean }) {
  const translate = useTranslate();
  const rows: [string, ReactNode][] = [
    ['status', statusLabel],
    ['source', translate(T(`requestSources.${r.source}`))],
    ['locale', translate(T(`locales.${r.locale}`))],
    ['receivedAt', when(r.receivedAt)],
    ['confirmed', r.confirmedAt ? when(r.confirmedAt) : translate(T(confirmed ? 'yes' : 'notConfirmed'))],
    [
      'dueAt',
      <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {dateText(r.dueAt, adminLocale())}
        <DeadlineChip daysLeft={r.daysLeft} open={r.status === 'open'} />
      </Box>,
    ],
    ['handledBy', r.handledByLabel ?? '—'],
    ...(r.completedAt ? ([['completedAt', when(r.completedAt)], ['outcome', r.outcome || '—']] as [string, ReactNode][]) : []),
    ['details', r.details || '—'],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 1 }}>
        {rows.map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {translate(T(`fields.${key}`))}
            </Box>
            <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
