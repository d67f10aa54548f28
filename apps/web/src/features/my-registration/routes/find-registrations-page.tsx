import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FormLoading } from '../../../components/form-loading';
import { FormPageHeading } from '../../../components/form-page-heading';
import { PageTitle } from '../../../components/page-title';
import * as css from './find-registrations-page.css';

// The form (its code and, on the first check, the schema) loads after the page's first paint.
const FindRegistrationsForm = lazy(() => import('../components/find-registrations-form').then((m) => ({ default: m.FindRegistrationsForm })));

/** "Find my registrations" (FIND_REGISTRATIONS_PATH): an e-mail address in, a link to each of its registrations out by mail. */
export function FindRegistrationsPage() {
  const { t } = useTranslation('my-registration-page');
  return (
    <div className={css.page}>
      <PageTitle title={t('find.title')} />
      <FormPageHeading id="find-registrations-title" title={t('find.title')} intro={t('find.intro')} />
      <Suspense fallback={<FormLoading />}>
        <FindRegistrationsForm />
      </Suspense>
    </div>
  );
}
