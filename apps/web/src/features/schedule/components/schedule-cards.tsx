import { Box, Paper, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleEvent } from '@portal/domain/schedule/schedule';
import { useLocale } from '../../../lib/locale';
import { locationText, Presenter, SessionAction, SessionWhen } from './session-parts';

/**
 * Phones: each session as a card with the same facts as a table row. A long unbroken word (a
 * presenter's or venue's name as staff typed it) wraps inside the card rather than widening the page.
 */
export const ScheduleCards = memo(function ScheduleCards({ events }: { events: ScheduleEvent[] }) {
  const { t } = useTranslation('schedule');
  const locale = useLocale();
  return (
    <Box component="ul" aria-label={t('tableCaption')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {events.map((e) => (
        <Paper key={e.id} component="li" variant="outlined" data-session-id={e.id} sx={{ p: 2 }}>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.15rem', mb: 1, overflowWrap: 'anywhere' }}>
            {e.title}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, '& dt': { fontWeight: 600 }, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
            <dt>{t('columns.when')}</dt>
            <dd>
              <SessionWhen event={e} />
            </dd>
            <dt>{t('columns.audience')}</dt>
            <dd>{t(`audience.${e.audience}`)}</dd>
            <dt>{t('columns.presenter')}</dt>
            <dd>
              <Presenter name={e.presenter} />
            </dd>
            <dt>{t('columns.language')}</dt>
            <dd>{t(`language.${e.language}`)}</dd>
            <dt>{t('columns.location')}</dt>
            <dd>{locationText(e, locale, t('virtual'))}</dd>
          </Box>
          <Box sx={{ mt: 2 }}>
            <SessionAction event={e} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
});
