import { Paper } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleEvent } from '@portal/domain/schedule/schedule';
import { PlainTable } from '../../../components/plain-table';
import { useLocale } from '../../../lib/locale';
import { locationText, Presenter, SessionAction, SessionWhen, visuallyHidden } from './session-parts';

const COLUMNS = ['when', 'title', 'audience', 'presenter', 'language', 'location', 'action'] as const;

/** Wide screens: one row per session, the spec's columns plus the Register / Sold Out action. */
export const ScheduleTable = memo(function ScheduleTable({ events }: { events: ScheduleEvent[] }) {
  const { t } = useTranslation('schedule');
  const locale = useLocale();
  return (
    // Positioned, so the visually hidden caption (absolute) stays inside the scrolling box and
    // never widens the page.
    <Paper variant="outlined" sx={{ position: 'relative', width: '100%', overflowX: 'auto' }}>
      <PlainTable sx={{ '& thead th': { fontWeight: 700 }, '& tbody th': { fontWeight: 600 } }}>
        <caption style={visuallyHidden}>
          {t('tableCaption')}
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" style={c === 'action' ? { textAlign: 'right' } : undefined}>
                {c === 'action' ? <span style={visuallyHidden}>{t('columns.action')}</span> : t(`columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {events.map((e) => (
            <tr key={e.id} data-session-id={e.id}>
              <td style={{ minWidth: 170 }}>
                <SessionWhen event={e} />
              </td>
              <th scope="row">{e.title}</th>
              <td>{t(`audience.${e.audience}`)}</td>
              <td>
                <Presenter name={e.presenter} />
              </td>
              <td>{t(`language.${e.language}`)}</td>
              <td>{locationText(e, locale, t('virtual'))}</td>
              <td style={{ textAlign: 'right' }}>
                <SessionAction event={e} />
              </td>
            </tr>
          ))}
        </tbody>
      </PlainTable>
    </Paper>
  );
});
