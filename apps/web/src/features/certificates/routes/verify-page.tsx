import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormLoading } from '../../../components/form-loading';
import { PageTitle } from '../../../components/page-title';
import { h1 } from '../../../styles/text.css';
import * as css from './verify-page.css';

// The result (and the query code) loads after the heading's first paint.
const VerificationResult = lazy(() => import('../components/verification-result').then((m) => ({ default: m.VerificationResult })));

/** The public page a certificate's QR code opens: who earned what and when, nothing else. */
export function VerifyPage() {
  const { t } = useTranslation('certificates');
  const { code = '' } = useParams();
  return (
    <div className={css.page}>
      <PageTitle title={t('verify.title')} />
      <h1 className={h1}>{t('verify.title')}</h1>
      <Suspense fallback={<FormLoading />}>
        <VerificationResult code={code} loading={<FormLoading />} />
      </Suspense>
    </div>
  );
}
