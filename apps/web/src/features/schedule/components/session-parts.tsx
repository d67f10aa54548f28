import { Avatar, Box, Button, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { languageOf, type Locale } from '@portal/domain/locale/locales';
import { countryLabel } from '@portal/domain/regions/regions';
import type { ScheduleEvent } from '@portal/domain/schedule/schedule';
import { COLORS } from '../../../lib/brand-tokens';

/** Loaded when someone asks to join a waiting list: MUI's Dialog and text fields stay out of the schedule's first download. */
const WaitingListDialog = lazy(() => import('./waiting-list-dialog').then((m) => ({ default: m.WaitingListDialog })));

/** Pieces of a session shared by the table (wide screens) and the cards (phones). */
export const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

export function countryName(code: string, locale: Locale): string {
  return countryLabel(code, languageOf(locale));
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
    <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-start', md: 'flex-end' } }}>
      {/* A status, not a button: nothing happens on it; the action is the waiting list below. */}
      <Box
        component="span"
        data-testid="sold-out"
        sx={{ display: 'inline-block', px: 1.5, py: 0.5, borderRadius: 999, bgcolor: '#FDECEA', color: '#8A1C1C', fontWeight: 700, fontSize: '0.875rem', whiteSpace: 'nowrap' }}
      >
        {t('soldOut')}
      </Box>
      <Button variant="text" onClick={() => setOpen(true)} sx={{ minHeight: 44, color: 'primary.dark', px: 1 }}>
        {t('waitingList.join')}
        <Box component="span" sx={visuallyHidden}>
          {' '}
          {t('waitingList.joinFor', { title: event.title, date: event.when.date })}
        </Box>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <WaitingListDialog event={event} open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

/** The presenter with an avatar of their initials (no photographs are kept for presenters). */
export function Presenter({ name }: { name: string }) {
  const initials = name
    .replace(/^(Dr|Dre)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Avatar aria-hidden sx={{ width: 32, height: 32, fontSize: '0.8rem', fontWeight: 700, bgcolor: COLORS.brand100, color: COLORS.brand900 }}>
        {initials}
      </Avatar>
      {name}
    </Box>
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
