import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Box, Button, CircularProgress, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { WEBHOOK_RETRY_HOURS, WEBHOOK_UNREACHABLE, type WebhookDeliveryView } from '@portal/domain/webhooks/events';
import { ApiError, get, post } from '../../lib/api-client';
import { DeliveryStatus } from './webhook-status';
import { W, eventLabel, useDateTime } from './webhook-text';

/**
 * How often the deliveries are asked for again while shown: a test event's result, a retry or a
 * redelivery appears without a reload. Hidden tabs do not poll (the query layer's default).
 */
const DELIVERIES_REFRESH_MS = 5_000;
const PER_PAGE_CHOICES = [10, 25, 50];

/** The key every change to an endpoint's deliveries (test event, redelivery) refreshes. */
export const deliveriesKey = (endpointId: string) => ['webhook-deliveries', endpointId];

const COLUMNS = ['event', 'status', 'attempts', 'responseStatus', 'latency', 'createdAt', 'nextAttemptAt', 'actions'] as const;

/** An endpoint's deliveries, newest first, page by page, each with its response and a redelivery. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PER_PAGE_CHOICES[0]);
  const deliveries = useQuery({
    queryKey: [...deliveriesKey(endpointId), page, perPage],
    queryFn: () => get<{ data: WebhookDeliveryView[]; total: number }>(`/api/admin/webhook-endpoints/${encodeURIComponent(endpointId)}/deliveries?page=${page + 1}&perPage=${perPage}`),
    refetchInterval: DELIVERIES_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  const rows = deliveries.data?.data ?? [];
  const heading = translate(W('deliveries.heading'));
  return (
    <Box component="section" aria-labelledby="webhook-deliveries-heading" sx={{ mt: 3, minWidth: 0 }}>
      <Typography variant="h6" component="h2" id="webhook-deliveries-heading">
        {heading}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {translate(W('deliveries.intro'), { hours: WEBHOOK_RETRY_HOURS })}
      </Typography>
      {deliveries.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {deliveries.error && <Alert severity="error">{(deliveries.error as Error).message}</Alert>}
      {deliveries.data && rows.length === 0 && (
        <Typography color="textSecondary" role="status">
          {translate(W('deliveries.empty'))}
        </Typography>
      )}
      {rows.length > 0 && (
        <>
          <TableContainer>
            <Table size="small" aria-labelledby="webhook-deliveries-heading">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell key={c}>{translate(W(`deliveries.columns.${c}`))}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <DeliveryRow key={row.id} row={row} endpointId={endpointId} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={deliveries.data?.total ?? 0}
            page={page}
            rowsPerPage={perPage}
            rowsPerPageOptions={PER_PAGE_CHOICES}
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(e) => {
              setPerPage(Number(e.target.value));
              setPage(0);
            }}
            labelRowsPerPage={translate(W('deliveries.perPage'))}
            labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
            getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
          />
        </>
      )}
    </Box>
  );
}

function DeliveryRow({ row, endpointId }: { row: WebhookDeliveryView; endpointId: string }) {
  const translate = useTranslate();
  const when = useDateTime('short');
  const [open, setOpen] = useState(false);
  const excerptId = `webhook-delivery-response-${row.id}`;
  const event = translate(eventLabel(row.eventType));
  return (
    <Fragment>
      <TableRow data-testid="webhook-delivery" sx={open ? { '& > td': { borderBottom: 'none' } } : undefined}>
        <TableCell>
          {event}
          <Typography component="code" variant="body2" color="textSecondary" sx={{ display: 'block', fontFamily: 'monospace' }}>
            {row.eventType}
          </Typography>
        </TableCell>
        <TableCell>
          <DeliveryStatus delivery={row} />
        </TableCell>
        <TableCell>{row.attempts}</TableCell>
        <TableCell>{row.responseStatus ?? translate(W('deliveries.noAnswer'))}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.latencyMs === null ? '—' : translate(W('deliveries.latency'), { ms: row.latencyMs })}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(row.createdAt)}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(row.nextAttemptAt)}</TableCell>
        <TableCell>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
            <Button size="small" aria-expanded={open} aria-controls={excerptId} onClick={() => setOpen(!open)} sx={{ whiteSpace: 'nowrap' }}>
              {translate(W(open ? 'deliveries.hideResponse' : 'deliveries.showResponse'))}
            </Button>
            <RedeliverButton deliveryId={row.id} endpointId={endpointId} />
          </Box>
        </TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell colSpan={COLUMNS.length} sx={{ pt: 0 }}>
            <Box
              component="pre"
              id={excerptId}
              role="region"
              aria-label={translate(W('deliveries.responseLabel'), { event })}
              // Scrollable, so it takes keyboard focus to be read by keyboard (axe: scrollable-region-focusable).
              tabIndex={0}
              sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 240, overflow: 'auto', fontSize: '0.8125rem' }}
            >
              {row.responseExcerpt === WEBHOOK_UNREACHABLE ? translate(W('deliveries.unreachable')) : row.responseExcerpt || translate(W('deliveries.noExcerpt'))}
            </Box>
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}

function RedeliverButton({ deliveryId, endpointId }: { deliveryId: string; endpointId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const redeliver = async () => {
    setBusy(true);
    try {
      await post(`/api/admin/webhook-deliveries/${encodeURIComponent(deliveryId)}/redeliver`, {});
      notify(W('deliveries.redelivered'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) });
    } catch (err) {
      notify(err instanceof ApiError ? err.message : String(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<ReplayIcon />} onClick={redeliver} disabled={busy} sx={{ whiteSpace: 'nowrap' }}>
      {translate(W('deliveries.redeliver'))}
    </Button>
  );
}
