import { Alert, Box, Chip, CircularProgress, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ADMIN_RETENTION_API } from '@portal/domain/privacy/paths';
import { RETENTION_RULES } from '@portal/domain/privacy/retention';
import { RETENTION_INTERRUPTED, RETENTION_SKIPPED, type RetentionRunView } from '@portal/domain/privacy/retention-api';
import { get } from '../../lib/api-client';
import { dateTimeOf, numberOf, R } from './retention-format';

function Outcome({ run }: { run: RetentionRunView }) {
  const translate = useTranslate();
  if (run.error === RETENTION_SKIPPED) return <Chip size="small" label={translate(R('runs.skipped'))} />;
  if (run.error === RETENTION_INTERRUPTED) return <Chip size="small" label={translate(R('runs.interrupted'))} />;
  if (run.error)
    return (
      <>
        <Chip size="small" color="error" label={translate(R('runs.failed'))} />
        {/* What stopped it, as the server recorded it: for the administrator who has to act on it. */}
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere', maxWidth: 360 }}>
          {run.error}
        </Typography>
      </>
    );
  if (!run.finishedAt) return <Chip size="small" color="info" label={translate(R('runs.inProgress'))} />;
  return <Chip size="small" color="success" variant="outlined" label={translate(R('runs.completed'))} />;
}

/** Every run, newest first (the daily job's and those started by staff), a page at a time. */
export function RetentionRuns() {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const query = useQuery({
    queryKey: ['retention', 'runs', page, perPage],
    queryFn: () => get<{ data: RetentionRunView[]; total: number }>(`${ADMIN_RETENTION_API}/runs?page=${page + 1}&perPage=${perPage}`),
  });
  return (
    <Box component="section" aria-labelledby="retention-runs" sx={{ mb: 3 }}>
      <Typography id="retention-runs" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(R('runs.heading'))}
      </Typography>
      {query.isPending && <CircularProgress size={24} aria-label={translate(R('loading'))} />}
      {query.error && <Alert severity="error">{(query.error as Error).message}</Alert>}
      {query.data && query.data.total === 0 && <Typography color="textSecondary">{translate(R('runs.empty'))}</Typography>}
      {query.data && query.data.total > 0 && (
        <>
          <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-labelledby="retention-runs">
            <Table size="small" aria-labelledby="retention-runs">
              <TableHead>
                <TableRow>
                  {['startedAt', 'trigger', 'kind', 'counts', 'outcome'].map((c) => (
                    <TableCell key={c}>{translate(R(`runs.${c}`))}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {query.data.data.map((run) => (
                  <TableRow key={run.id} data-testid="retention-run">
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                      {dateTimeOf(run.startedAt)}
                    </TableCell>
                    <TableCell>{run.startedBy ?? translate(R(`runs.triggers.${run.trigger}`))}</TableCell>
                    <TableCell>{translate(R(run.dryRun ? 'runs.dry' : 'runs.real'))}</TableCell>
                    <TableCell>
                      {RETENTION_RULES.filter((rule) => run.counts[rule] !== undefined).map((rule) => (
                        <Typography key={rule} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                          {translate(R('runs.countLine'), { rule: translate(R(`rules.${rule}`)), n: numberOf(run.counts[rule]!) })}
                        </Typography>
                      ))}
                    </TableCell>
                    <TableCell>
                      <Outcome run={run} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={query.data.total}
            page={page}
            rowsPerPage={perPage}
            rowsPerPageOptions={[10, 25, 50]}
            onPageChange={(_e, p) => setPage(p)}
            onRowsPerPageChange={(e) => (setPerPage(Number(e.target.value)), setPage(0))}
            labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          />
        </>
      )}
    </Box>
  );
}
