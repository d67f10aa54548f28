import { Alert, Box, Button, Checkbox, CircularProgress, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Title, useGetOne, useNotify, usePermissions, useTranslate } from 'react-admin';
import { CAN } from '@portal/domain/staff/roles';
import { ApiError, get, post } from '../../lib/api-client';
import { formatInZone } from '../sessions/session-time';

interface RosterRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  clinId: string | null;
  paid: boolean;
  present: boolean;
  certificateId: string | null;
  teamMembers: { id: string; type: string; firstName: string; lastName: string; email: string }[];
}

/** Let in by a phone without network on a ticket cancelled meanwhile (issue 43): for staff to follow up. */
interface LettedIn {
  registrationId: string;
  name: string;
  scannedAt: string;
  scannedBy: string;
}

/** A phone's scan refused for a time no check-in could have had (issue 50): a wrong clock or a forged scan, for staff to look into. */
interface RefusedScan {
  registrationId: string;
  name: string;
  scannedAt: string;
  scannedBy: string;
  receivedAt: string;
}

const T = (key: string) => `admin:attendance.${key}`;

/** A session's roster: registrants with their team, present or absent (issuing or revoking certificates), the CSV. */
export function RosterPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions();
  const { data: session } = useGetOne('sessions', { id });
  const key = ['roster', id];
  const roster = useQuery({ queryKey: key, queryFn: () => get<{ data: RosterRow[]; lettedInOffline: LettedIn[]; refusedScans: RefusedScan[] }>(`/api/admin/sessions/${encodeURIComponent(id)}/roster`) });
  const [saving, setSaving] = useState<string | null>(null);
  const canMark = (CAN.markAttendance as readonly string[]).includes(permissions);
  const mark = async (row: RosterRow, present: boolean) => {
    setSaving(row.id);
    try {
      await post(`/api/admin/sessions/${encodeURIComponent(id)}/attendance`, { registrationId: row.id, present });
      notify(T(present ? 'markedPresent' : 'markedAbsent'), { type: 'success', messageArgs: { name: `${row.firstName} ${row.lastName}` } });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (err) {
      notify(err instanceof ApiError ? err.message : String(err), { type: 'error' });
    } finally {
      setSaving(null);
    }
  };
  const rows = roster.data?.data ?? [];
  return (
    <Box sx={{ p: 2 }}>
      <Title title={T('heading')} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {translate(T('heading'))}: {session?.titleEn ?? ''}
        </Typography>
        <Button variant="outlined" href={`/api/admin/sessions/${encodeURIComponent(id)}/roster.csv`} download>
          {translate(T('download'))}
        </Button>
      </Stack>
      {roster.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {roster.error && <Alert severity="error">{(roster.error as Error).message}</Alert>}
      {/* Times at the venue's clock (the session's zone), as the door's phones show them, not the desk browser's. */}
      {roster.data && session && roster.data.lettedInOffline.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="letted-in-offline">
          {translate(T('lettedInOffline'))}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {roster.data.lettedInOffline.map((p) => (
              <li key={`${p.registrationId}-${p.scannedAt}`}>{translate(T('lettedInOfflineItem'), { name: p.name, at: formatInZone(p.scannedAt, session.timeZone), by: p.scannedBy })}</li>
            ))}
          </Box>
        </Alert>
      )}
      {roster.data && session && roster.data.refusedScans.length > 0 && <RefusedScans scans={roster.data.refusedScans} timeZone={session.timeZone} />}
      {roster.data && rows.length === 0 && <Typography color="textSecondary">{translate(T('empty'))}</Typography>}
      {rows.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={translate(T('heading'))}>
            <TableHead>
              <TableRow>
                {['present', 'name', 'email', 'clinId', 'team', 'certificate'].map((c) => (
                  <TableCell key={c}>{translate(T(`columns.${c}`))}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={row.present}
                      disabled={!canMark || !row.paid || saving === row.id}
                      onChange={(e) => mark(row, e.target.checked)}
                      slotProps={{ input: { 'aria-label': translate(T('presentLabel'), { name: `${row.firstName} ${row.lastName}` }) } }}
                    />
                  </TableCell>
                  <TableCell>
                    {row.firstName} {row.lastName}
                    {!row.paid && <Typography variant="body2" color="textSecondary">{translate(T('notPaidYet'))}</Typography>}
                  </TableCell>
                  <TableCell>{row.email}</TableCell>
                  <TableCell>{row.clinId ?? '—'}</TableCell>
                  <TableCell>{row.teamMembers.map((m) => `${m.firstName} ${m.lastName} (${m.type})`).join(', ') || '—'}</TableCell>
                  <TableCell>
                    {row.certificateId ? (
                      <Link href={`/api/certificate/${encodeURIComponent(row.email)}/${row.certificateId}/certificate.pdf`} download>
                        {translate(T('certificate'))}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

/** The scans refused for an impossible time, each with the time the phone claimed and when it arrived, at the venue's clock. */
function RefusedScans({ scans, timeZone }: { scans: RefusedScan[]; timeZone: string }) {
  const translate = useTranslate();
  const title = translate(T('refusedScans.heading'));
  return (
    <Box component="section" sx={{ mb: 2 }} aria-label={title} data-testid="refused-scans">
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {translate(T('refusedScans.hint'))}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {['holder', 'claimed', 'by', 'received'].map((c) => (
                <TableCell key={c}>{translate(T(`refusedScans.${c}`))}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {scans.map((s) => (
              <TableRow key={`${s.registrationId}-${s.receivedAt}-${s.scannedAt}`}>
                <TableCell>{s.name}</TableCell>
                <TableCell>{formatInZone(s.scannedAt, timeZone)}</TableCell>
                <TableCell>{s.scannedBy}</TableCell>
                <TableCell>{formatInZone(s.receivedAt, timeZone)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
