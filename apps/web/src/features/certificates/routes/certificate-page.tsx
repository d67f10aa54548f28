import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FormLoading } from '../../../components/form-loading';
import { FormPageLayout } from '../../../components/brand/form-page-layout';
import { FormPageHeading } from '../../../components/form-page-heading';
import { PageTitle } from '../../../components/page-title';
import * as css from './certificate-page.css';

// The form (its code, the shared schema) and the results load after the page's first paint.
const CertificateLookup = lazy(() =>
  import('../components/certificate-lookup').then((m) => ({
    default: m.CertificateLookup,
  })),
);

/** Attendance certificate (spec section 2): an e-mail, then the certificate and letter downloads. */
export function CertificatePage() {
  const { t } = useTranslation('certificates');
  return (
    <FormPageLayout help={{ art: 'certificate', title: t('aside.title'), items: t('aside.items', { returnObjects: true }) as string[] }}>
      <div className={css.page}>
        <PageTitle title={t('title')} />
        <FormPageHeading id="certificate-title" title={t('title')} intro={t('intro')} />
        <Suspense fallback={<FormLoading />}>
          <CertificateLookup />
        </Suspense>
      </div>
    </FormPageLayout>
  );
}
