import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import * as text from '../../../styles/text.css';
import * as css from './scorm-test-page.css';

const scormTest = import('../components/scorm-test');
const ScormTest = lazy(() => scormTest.then((m) => ({ default: m.ScormTest })));

/**
 * Development only (/dev/scorm-player; the server serves this path and the upload API only outside
 * production): checks any SCORM package with the server's validation and plays it in the course's
 * own player. The journeys play the shared sample packages here.
 */
export function ScormTestPage() {
  const { t } = useTranslation('education');
  return (
    <div className={css.page}>
      <PageTitle title={t('dev.title')} />
      <h1 className={text.h1}>{t('dev.title')}</h1>
      <p className={text.body1}>{t('dev.intro')}</p>
      <Suspense fallback={null}>
        <ScormTest />
      </Suspense>
    </div>
  );
}
