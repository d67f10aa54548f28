import { Box, Button, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmationView } from '@portal/domain/completion/views';
import { formatNumber } from '@portal/domain/locale/format';
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

/**
 * The course the user paid for. A live session: its date (a range over several days) and hours
 * in the venue's zone as the server formatted them, the place or the meeting link, and an
 * 'Add to calendar' download (a plain link: it works without JavaScript). On demand: no date.
 */
export function CourseDetails({ course }: { course: ConfirmationView['course'] }) {
  const { t } = useTranslation('completion');
  const locale = useLocale();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="course-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="course-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        {t('course.title')}
      </Typography>
      <Typography data-testid="course-title" sx={{ fontWeight: 600, mb: 1 }}>
        {course.title}
      </Typography>
      <Box component="dl" data-testid="course-details" sx={{ m: 0 }}>
        {course.when ? (
          <>
            <Row label={t('course.date')}>{course.when.date}</Row>
            <Row label={t('course.time')}>{course.when.time}</Row>
            {course.modality === 'virtual' && course.meetingUrl ? (
              <Row label={t('course.meeting')}>
                <ExternalLink href={course.meetingUrl}>{t('course.meetingLink')}</ExternalLink>
              </Row>
            ) : (
              course.location && <Row label={t('course.location')}>{course.location}</Row>
            )}
          </>
        ) : (
          <Row label={t('course.date')}>{t('course.onDemand')}</Row>
        )}
        <Row label={t('course.ceHours')}>{t('course.ceHoursValue', { hours: formatNumber(course.ceHours, locale) })}</Row>
      </Box>
      {course.calendarPath && (
        <Button variant="outlined" href={course.calendarPath} download sx={{ mt: 2, color: 'primary.dark', borderColor: 'primary.dark' }}>
          {t('course.addToCalendar')}
        </Button>
      )}
    </Paper>
  );
}
