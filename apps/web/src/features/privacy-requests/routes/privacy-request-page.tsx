import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PRIVACY_PATH } from '@portal/domain/privacy/paths';
import type { PrivacyRequestReceived } from '@portal/domain/privacy/request-api';
import { FormPageHeading } from '../../../components/form-page-heading';
import { PageTitle } from '../../../components/page-title';
import { link } from '../../../styles/text.css';
import * as css from './privacy-request-page.css';

// The form (its code and, on the first check, the schema) loads after the page's first paint.
const PrivacyRequestForm = lazy(() => import('../components/privacy-request-form').then((m) => ({ default: m.PrivacyRequestForm })));
const PrivacyRequestSent = lazy(() => import('../components/privacy-request-sent').then((m) => ({ default: m.PrivacyRequestSent })));

/**
 * The public form for access, correction and erasure requests (Law 25, PIPEDA), linked from the
 * privacy policy: the form, then the page saying where the confirmation link went.
 */
export function PrivacyRequestPage() {
  const { t } = useTranslation('privacy-form');
  const [received, setReceived] = useState<PrivacyRequestReceived | null>(null);
  return (
    <div className={css.page}>
      <PageTitle title={received ? t('sent.title') : t('title')} description={t('description')} />
      {received ? (
        <Suspense fallback={null}>
          <PrivacyRequestSent received={received} />
        </Suspense>
      ) : (
        <div className={css.form}>
          <FormPageHeading id="privacy-request-title" title={t('heading')} intro={t('intro')} />
          <Suspense fallback={<div className={css.loading} />}>
            <PrivacyRequestForm onSent={setReceived} />
          </Suspense>
          <RouterLink to={PRIVACY_PATH} className={link}>
            {t('backToPolicy')}
          </RouterLink>
        </div>
      )}
    </div>
  );
}
