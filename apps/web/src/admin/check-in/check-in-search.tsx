import { Alert, Button, LinearProgress, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { debounce } from '@mui/material/utils';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { TicketHolder } from '@portal/domain/check-in/answers';
import { ApiError } from '../../lib/api-client';
import { useTicketSearch } from './check-in-api';
import { holdersAsListSays } from './offline/follow-roster';
import { useOnline, useRoster } from './offline/use-roster';

const S = (key: string) => `admin-check-in:search.${key}`;

interface Props {
  sessionId: string;
  /** Checks a holder in by ticket; the page shows the answer as it shows a scan's. */
  onCheckIn: (holder: TicketHolder) => void;
  busy: boolean;
  timeOf: (iso: string) => string;
}

/**
 * The fallback when a code will not scan: the session's ticket holders by name or e-mail, each
 * checked in with a tap. Who is checked in, when and by whom follows the session's list as it is
 * read again (follow-roster.ts). Searching needs the network: without it the box says so (the
 * browser says it is offline, the query waits for the network, or a request found none).
 */
export function CheckInSearch({ sessionId, onCheckIn, busy, timeOf }: Props) {
  const translate = useTranslate();
  const online = useOnline();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const search = useMemo(() => debounce((value: string) => setQ(value.trim()), 300), []);
  const found = useTicketSearch(sessionId, q);
  const list = useRoster(sessionId).data?.kept;
  const rows = holdersAsListSays(found.data?.data ?? [], list, found.dataUpdatedAt);
  const noNetwork = !online || found.fetchStatus === 'paused' || (found.error instanceof ApiError && found.error.status === 0);
  const stateText = (h: TicketHolder) =>
    h.state === 'checked_in' ? translate(S('state.checked_in'), { time: h.checkedInAt ? timeOf(h.checkedInAt) : '—', by: h.checkedInBy ?? '—' }) : translate(S(`state.${h.state}`));
  return (
    <Stack spacing={1} component="section" aria-labelledby="check-in-search-heading">
      <Typography id="check-in-search-heading" variant="h6" component="h2">
        {translate(S('heading'))}
      </Typography>
      <TextField
        label={translate(S('label'))}
        type="search"
        value={typed}
        autoComplete="off"
        onChange={(e) => {
          setTyped(e.target.value);
          search(e.target.value);
        }}
      />
      {found.isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {noNetwork ? (
        <Alert severity="warning" role="status" data-search-offline>
          {translate(S('offline'))}
        </Alert>
      ) : (
        found.error && <Typography color="error">{(found.error as Error).message}</Typography>
      )}
      {found.data && rows.length === 0 && <Typography color="textSecondary">{translate(S(q ? 'none' : 'empty'))}</Typography>}
      <List dense aria-label={translate(S('heading'))}>
        {rows.map((h) => (
          <ListItem
            key={h.ticketId}
            divider
            data-ticket={h.ticketId}
            secondaryAction={
              h.state === 'expected' ? (
                <Button variant="outlined" disabled={busy || noNetwork} onClick={() => onCheckIn(h)} aria-label={translate(S('checkIn'), { name: h.name })}>
                  {translate(S('button'))}
                </Button>
              ) : null
            }
            sx={{ pr: h.state === 'expected' ? 14 : 2 }}
          >
            <ListItemText primary={h.name} secondary={`${h.email} · ${stateText(h)}`} slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
