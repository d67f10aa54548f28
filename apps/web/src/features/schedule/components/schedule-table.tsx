import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleEvent } from '@portal/domain/schedule/schedule';
import { useLocale } from '../../../lib/locale';
import { HydrationStep } from '../../../lib/hydration-steps';
import { locationText, Presenter, SessionAction, SessionWhen, visuallyHidden } from './session-parts';

const COLUMNS = ['when', 'title', 'audience', 'presenter', 'language', 'location', 'action'] as const;

/** Wide screens: one row per session, the spec's columns plus the Register / Sold Out action. */
export const ScheduleTable = memo(function ScheduleTable({ events }: { events: ScheduleEvent[] }) {
  const { t } = useTranslation('schedule');
  const locale = useLocale();
  return (
    // Positioned, so the visually hidden caption (absolute) stays inside the scrolling box and
    // never widens the page.
    <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
      <Table>
        <caption style={visuallyHidden}>
          {t('tableCaption')}
        </caption>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c} scope="col" sx={{ fontWeight: 700, ...(c === 'action' ? { textAlign: 'right' } : {}) }}>
                {c === 'action' ? <span style={visuallyHidden}>{t('columns.action')}</span> : t(`columns.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((e) => (
            // A row at a time while the server's table is adopted (lib/hydration-steps.tsx).
            <HydrationStep key={e.id}>
              <TableRow data-session-id={e.id}>
                <TableCell sx={{ minWidth: 170 }}>
                  <SessionWhen event={e} />
                </TableCell>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {e.title}
                </TableCell>
                <TableCell>{t(`audience.${e.audience}`)}</TableCell>
                <TableCell>
                  <Presenter name={e.presenter} />
                </TableCell>
                <TableCell>{t(`language.${e.language}`)}</TableCell>
                <TableCell>{locationText(e, locale, t('virtual'))}</TableCell>
                <TableCell sx={{ textAlign: 'right' }}>
                  <SessionAction event={e} />
                </TableCell>
              </TableRow>
            </HydrationStep>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
});
