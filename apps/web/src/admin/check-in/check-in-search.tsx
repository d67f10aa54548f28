import { Button, LinearProgress, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { debounce } from '@mui/material/utils';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { TicketHolder } from '@portal/domain/check-in/answers';
import { useTicketSearch } from './check-in-api';

const S = (key: string) => `admin-check-in:search.${key}`;

interface Props {
  sessionId: string;
  /** Checks a holder in by ticket; the page shows the answer as it shows a scan's. */
  onCheckIn: (holder: TicketHolder) => void;
  busy: boolean;
  timeOf: (iso: string) => string;
}

/** The fallback when a code will not scan: the session's ticket holders by name or e-mail, each checked in with a tap. */
export function CheckInSearch({ sessionId, onCheckIn, busy, timeOf }: Props) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const search = useMemo(() => debounce((value: string) => setQ(value.trim()), 300), []);
  const found = useTicketSearch(sessionId, q);
  const rows = found.data?.data ?? [];
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
      {found.error && <Typography color="error">{(found.error as Error).message}</Typography>}
      {found.data && rows.length === 0 && <Typography color="textSecondary">{translate(S(q ? 'none' : 'empty'))}</Typography>}
      <List dense aria-label={translate(S('heading'))}>
        {rows.map((h) => (
          <ListItem
            key={h.ticketId}
            divider
            secondaryAction={
              h.state === 'expected' ? (
                <Button variant="outlined" disabled={busy} onClick={() => onCheckIn(h)} aria-label={translate(S('checkIn'), { name: h.name })}>
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
