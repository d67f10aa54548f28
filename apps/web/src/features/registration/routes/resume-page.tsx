import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import * as css from './resume-page.css';

const ResumeExchange = lazy(() => import('../components/resume-exchange').then((m) => ({ default: m.ResumeExchange })));

/** /registration/resume?token=…: the page an e-mailed resume link opens. */
export function ResumePage() {
  const { t } = useTranslation('registration');
  const [params] = useSearchParams();
  return (
    <div className={css.column}>
      <PageTitle title={t('resume.pageTitle')} />
      <h1 className={css.title}>{t('resume.pageTitle')}</h1>
      <Suspense fallback={<Spinner label={t('common:loading')} className={css.spinner} />}>
        <ResumeExchange token={params.get('token') ?? ''} />
      </Suspense>
    </div>
  );
}
