import { Alert, Box, CircularProgress, MenuItem, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { STALLABLE_STEPS } from '@portal/domain/funnel/schemas';
import { CAN } from '@portal/domain/staff/roles';
import { get } from '../../lib/api-client';
import { SendButton } from '../registrations/registration-actions';
import { dayOf, F, queryString } from './funnel-format';

type Step = (typeof STALLABLE_STEPS)[number];
interface Stalled {
  total: number;
  data: { id: string; firstName: string; lastName: string; email: string; offeringId: string; offering: string; reachedAt: string }[];
}

/**
 * 'Stalled at step X for N days': the people behind a bar, a page at a time, each with the
 * registrations screen's resume-link action for the roles that may send it.
 */
export function StalledList({ filter, step, setStep }: { filter: Record<string, string>; step: Step; setStep: (s: Step) => void }) {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const canResume = (CAN.manageRegistrations as readonly string[]).includes(permissions);
  const [days, setDays] = useState('7');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const validDays = /^\d{1,4}$/.test(days);
  const q = queryString({ ...filter, step, days, page: String(page + 1), perPage: String(perPage) });
  const query = useQuery({ queryKey: ['funnel-stalled', q], queryFn: () => get<Stalled>(`/api/admin/funnel/stalled?${q}`), enabled: validDays });
  return (
    <Box component="section" id="funnel-stalled" aria-labelledby="funnel-stalled-title" tabIndex={-1} sx={{ mb: 4 }}>
      <Typography id="funnel-stalled-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(F('stalled.title'))}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(F('stalled.intro'))}</Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        <TextField select sx={{ flex: '1 1 200px', maxWidth: 300 }} label={translate(F('stalled.step'))} value={step} onChange={(e) => (setStep(e.target.value as Step), setPage(0))}>
          {STALLABLE_STEPS.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(F(`steps.${s}`))}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="number"
          sx={{ flex: '1 1 120px', maxWidth: 200 }}
          label={translate(F('stalled.days'))}
          value={days}
          onChange={(e) => (setDays(e.target.value), setPage(0))}
          error={!validDays}
          slotProps={{ htmlInput: { min: 0, max: 3650 } }}
        />
        {query.isFetching && <CircularProgress size={24} aria-label={translate(F('loading'))} />}
      </Stack>
      {query.error && <Alert severity="error">{(query.error as Error).message}</Alert>}
      {query.data && query.data.total === 0 && <Typography color="textSecondary">{translate(F('stalled.none'))}</Typography>}
      {query.data && query.data.total > 0 && (
        <>
          <Typography role="status" sx={{ mb: 1 }}>
            {translate(F('stalled.count'), { count: query.data.total })}
          </Typography>
          <TableContainer>
            <Table size="small" aria-labelledby="funnel-stalled-title">
              <TableHead>
                <TableRow>
                  {['name', 'email', 'offering', 'reachedAt', ...(canResume ? ['actions'] : [])].map((c) => (
                    <TableCell key={c}>{translate(F(`stalled.${c}`))}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {query.data.data.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell component="th" scope="row">
                      <RouterLink to={`/admin/registrations/${encodeURIComponent(p.id)}/show`}>{`${p.firstName} ${p.lastName}`}</RouterLink>
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{p.email}</TableCell>
                    <TableCell>{p.offering}</TableCell>
                    <TableCell>{dayOf(p.reachedAt)}</TableCell>
                    {canResume && (
                      <TableCell>
                        <SendButton id={p.id} action="resume-link" label="resumeLink" done="resumeLinkSent" />
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={query.data.total}
            page={page}
            onPageChange={(_, p) => setPage(p)}
            rowsPerPage={perPage}
            onRowsPerPageChange={(e) => (setPerPage(Number(e.target.value)), setPage(0))}
            rowsPerPageOptions={[10, 25, 50]}
            labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
            labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
          />
        </>
      )}
    </Box>
  );
}
