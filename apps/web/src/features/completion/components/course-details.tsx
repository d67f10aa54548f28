import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmationView } from '@portal/domain/completion/views';
import { formatDate, formatNumber, formatTime } from '@portal/domain/locale/format';
import { useLocale } from '../../../lib/locale';
import { ExternalLink } from './external-link';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.5 }}>
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/** The course the user paid for: date and place (or meeting link), CE hours. */
export function CourseDetails({ course }: { course: ConfirmationView['course'] }) {
  const { t } = useTranslation('completion');
  const locale = useLocale();
  const live = course.courseType === 'live' && course.startsAt;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="course-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="course-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        {t('course.title')}
      </Typography>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{course.title}</Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {live ? (
          <>
            <Row label={t('course.date')}>{formatDate(course.startsAt!, locale, course.timeZone)}</Row>
            <Row label={t('course.time')}>
              {`${formatTime(course.startsAt!, locale, course.timeZone)}${course.endsAt ? ` – ${formatTime(course.endsAt, locale, course.timeZone)}` : ''}`}
            </Row>
            {course.modality === 'virtual' && course.meetingUrl ? (
              <Row label={t('course.meeting')}>
                <ExternalLink href={course.meetingUrl}>{t('course.meetingLink')}</ExternalLink>
              </Row>
            ) : (
              <Row label={t('course.location')}>{[course.venue, course.address].filter(Boolean).join(', ')}</Row>
            )}
          </>
        ) : (
          <Row label={t('course.date')}>{t('course.onDemand')}</Row>
        )}
        <Row label={t('course.ceHours')}>{t('course.ceHoursValue', { hours: formatNumber(course.ceHours, locale) })}</Row>
      </Box>
    </Paper>
  );
}
