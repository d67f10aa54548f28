import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Locale } from '@portal/domain/locale/locales';
import type { ScheduleEvent } from '@portal/domain/schedule/schedule';
import { WaitingListDialog } from './waiting-list-dialog';

/** Pieces of a session shared by the table (wide screens) and the cards (phones). */
export const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Venue, City, ST, Country", or "Virtual" (the meeting link is for enrolled attendees only). */
export function locationText(e: ScheduleEvent, locale: Locale, virtualText: string): string {
  if (e.modality === 'virtual') return e.country ? `${virtualText} (${countryName(e.country, locale)})` : virtualText;
  const state = e.state && e.state !== e.country ? e.state : null;
  return [e.venue, e.city, state, e.country ? countryName(e.country, locale) : null].filter(Boolean).join(', ');
}

export function SessionWhen({ event }: { event: ScheduleEvent }) {
  const { t } = useTranslation('schedule');
  return (
    <>
      <Box component="time" dateTime={event.startsAt} sx={{ display: 'block', fontWeight: 600 }}>
        {event.when.date}
      </Box>
      <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
        {event.when.time}
      </Box>
      {event.multiDay && (
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
          {t('multiDay', { days: event.days })}
        </Typography>
      )}
    </>
  );
}

/** Sold Out stays as the spec has it, with a way onto the waiting list beside it. */
function SoldOutAction({ event }: { event: ScheduleEvent }) {
  const { t } = useTranslation('schedule');
  const [open, setOpen] = useState(false);
  return (
    <Stack spacing={1} sx={{ alignItems: 'stretch' }}>
      {/* Disabled, but still readable: the default disabled grey is too faint to read. */}
      <Button variant="outlined" disabled sx={{ minHeight: 44, whiteSpace: 'nowrap', '&.Mui-disabled': { color: 'text.secondary', borderColor: 'grey.400' } }}>
        {t('soldOut')}
      </Button>
      <Button variant="text" onClick={() => setOpen(true)} sx={{ minHeight: 44, color: 'primary.dark' }}>
        {t('waitingList.join')}
        <Box component="span" sx={visuallyHidden}>
          {' '}
          {t('waitingList.joinFor', { title: event.title, date: event.when.date })}
        </Box>
      </Button>
      {open && <WaitingListDialog event={event} open onClose={() => setOpen(false)} />}
    </Stack>
  );
}

/** Register opens the funnel for this session; Sold Out is decided by the server. */
export function SessionAction({ event }: { event: ScheduleEvent }) {
  const { t } = useTranslation('schedule');
  if (!event.available) return <SoldOutAction event={event} />;
  return (
    <Button variant="contained" component={RouterLink} to={event.registerPath} sx={{ minHeight: 44, whiteSpace: 'nowrap' }}>
      {t('register')}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        {t('registerFor', { title: event.title, date: event.when.date })}
      </Box>
    </Button>
  );
}
