import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmationView } from '@portal/domain/completion/views';
import { formatNumber } from '@portal/domain/locale/format';
import { SessionDisclosures } from '../../../components/session-disclosures';
import { useLocale } from '../../../lib/locale';
import * as css from './course-details.css';
import { ExternalLink } from './external-link';
import * as panel from './panel.css';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={css.row}>
      <dt className={css.label}>{label}</dt>
      <dd className={css.value}>{children}</dd>
    </div>
  );
}

/**
 * The course the user paid for. A live session: its date (a range over several days) and hours
 * in the venue's zone as the server formatted them, the place or the meeting link, and an
 * 'Add to calendar' download (a plain link: it works without JavaScript). On demand: no date.
 */
export function CourseDetails({ course, disclosures }: { course: ConfirmationView['course']; disclosures?: ConfirmationView['disclosures'] }) {
  const { t } = useTranslation('completion');
  const locale = useLocale();
  return (
    <section aria-labelledby="course-heading" className={panel.panel}>
      <h2 id="course-heading" className={panel.heading}>
        {t('course.title')}
      </h2>
      <p data-testid="course-title" className={css.title}>
        {course.title}
      </p>
      <dl data-testid="course-details" className={css.list}>
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
      </dl>
      {course.calendarPath && (
        <a href={course.calendarPath} download className={css.calendar}>
          {t('course.addToCalendar')}
        </a>
      )}
      <SessionDisclosures disclosures={disclosures} heading={t('course.disclosures')} otherLanguage={t('course.disclosuresOtherLanguage')} headingLevel={3} />
    </section>
  );
}
