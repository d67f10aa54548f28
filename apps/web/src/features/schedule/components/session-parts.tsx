import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { languageOf, type Locale } from '@portal/domain/locale/locales';
import { countryLabel } from '@portal/domain/regions/regions';
import type { ScheduleEvent } from '@portal/domain/schedule/schedule';
import { visuallyHidden } from '../../../styles/layout.css';
import * as css from './session-parts.css';

/** Loaded when someone asks to join a waiting list: the dialog and its fields stay out of the schedule's first download. */
const WaitingListDialog = lazy(() => import('./waiting-list-dialog').then((m) => ({ default: m.WaitingListDialog })));

// Pieces of a session shared by the table (wide screens) and the cards (phones).

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
      <time dateTime={event.startsAt} className={css.date}>
        {event.when.date}
      </time>
      <span className={css.time}>{event.when.time}</span>
      {event.multiDay && <span className={css.days}>{t('multiDay', { days: event.days })}</span>}
    </>
  );
}

/** Sold Out stays as the spec has it, with a way onto the waiting list beside it. */
function SoldOutAction({ event }: { event: ScheduleEvent }) {
  const { t } = useTranslation('schedule');
  const [open, setOpen] = useState(false);
  return (
    <div className={css.soldOut}>
      {/* A status, not a button: nothing happens on it; the action is the waiting list below. */}
      <span data-testid="sold-out" className={css.soldOutBadge}>
        {t('soldOut')}
      </span>
      <button type="button" className={css.join} onClick={() => setOpen(true)}>
        {t('waitingList.join')}
        <span className={visuallyHidden}>
          {' '}
          {t('waitingList.joinFor', { title: event.title, date: event.when.date })}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <WaitingListDialog event={event} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
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
    <span className={css.presenter}>
      <span aria-hidden className={css.avatar}>
        {initials}
      </span>
      {name}
    </span>
  );
}

/** Register opens the funnel for this session; Sold Out is decided by the server. */
export function SessionAction({ event }: { event: ScheduleEvent }) {
  const { t } = useTranslation('schedule');
  if (!event.available) return <SoldOutAction event={event} />;
  return (
    <RouterLink to={event.registerPath} className={css.register}>
      {t('register')}
      <span className={visuallyHidden}>
        {' '}
        {t('registerFor', { title: event.title, date: event.when.date })}
      </span>
    </RouterLink>
  );
}
