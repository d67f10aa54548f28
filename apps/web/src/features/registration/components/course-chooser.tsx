import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@portal/domain/site/paths';
import { Notice } from '../../../components/notice';
import { Spinner } from '../../../components/spinner';
import { useLocale } from '../../../lib/locale';
import { HydratedButton } from '../../../components/form/hydrated-button';
import { button } from '../../../styles/button.css';
import { useCourses } from '../api/get-courses';
import { LazyResumeDialog } from './lazy-resume-dialog';
import * as css from './course-chooser.css';

const registerPath = (id: string) => `${PATHS.registration}?campaign_id=${encodeURIComponent(id)}`;

/** /registration without a campaign id: the on-demand courses, or the live training schedule. */
export function CourseChooser() {
  const { t } = useTranslation('registration');
  const locale = useLocale();
  const courses = useCourses(locale);
  const [resumeOpen, setResumeOpen] = useState(false);

  return (
    <div className={css.chooser}>
      <p className={css.intro}>{t('chooser.intro')}</p>
      <section aria-labelledby="chooser-on-demand">
        <h2 id="chooser-on-demand" className={css.title}>
          {t('chooser.onDemandTitle')}
        </h2>
        <p className={css.text}>{t('chooser.onDemandText')}</p>
        {courses.isPending && !courses.error && <Spinner label={t('common:loading')} className={css.spinner} />}
        {courses.error && <Notice severity="error">{courses.error.message}</Notice>}
        <div className={css.courses}>
          {courses.data?.map((c) => (
            <div key={c.id} className={css.card}>
              <h3 id={`course-${c.id}`} className={css.cardTitle}>
                {c.title}
              </h3>
              <div className={css.cardActions}>
                <Link to={registerPath(c.id)} className={`${button()} ${css.action}`} aria-describedby={`course-${c.id}`}>
                  {t('chooser.register')}
                </Link>
              </div>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="chooser-live">
        <h2 id="chooser-live" className={css.title}>
          {t('chooser.liveTitle')}
        </h2>
        <p className={css.text}>{t('chooser.liveText')}</p>
        <Link to={PATHS.schedule} className={`${button({ variant: 'outlined' })} ${css.action}`}>
          {t('chooser.liveAction')}
        </Link>
      </section>
      <div>
        {/* The page may be the server's: the button opens nothing until the app has adopted it. */}
        <HydratedButton variant="text" onClick={() => setResumeOpen(true)} className={css.resume}>
          {t('resume.open')}
        </HydratedButton>
        <LazyResumeDialog open={resumeOpen} onClose={() => setResumeOpen(false)} />
      </div>
    </div>
  );
}
