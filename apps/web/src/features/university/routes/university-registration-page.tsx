import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormPageLayout } from '../../../components/brand/form-page-layout';
import { FormPageHeading } from '../../../components/form-page-heading';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { StepIndicator } from '../components/step-indicator';
import * as css from './university-registration-page.css';

// The form (its code, the schema, the phone library, the searchable list) loads after the
// page's first paint, so the page's first download stays within the bundle budget.
const UniversityForm = lazy(() =>
  import('../components/university-form').then((m) => ({
    default: m.UniversityForm,
  })),
);
// Step two is needed only after a submission; the form prefetches it once it is on screen.
const SubmissionReceived = lazy(() =>
  import('../components/submission-received').then((m) => ({
    default: m.SubmissionReceived,
  })),
);

function Loading({ text }: { text: string }) {
  return (
    <div role="status" className={css.loading}>
      <Spinner size={24} className={css.spinner} />
      <p className={css.loadingText}>{text}</p>
    </div>
  );
}

/** University / residency registration: step one the form, step two the confirmation. */
export function UniversityRegistrationPage() {
  const { t } = useTranslation('university');
  const [submitted, setSubmitted] = useState(false);
  return (
    <FormPageLayout help={{ art: 'university', title: t('aside.title'), items: t('aside.items', { returnObjects: true }) as string[] }}>
      <div className={css.page}>
        <PageTitle title={submitted ? t('done.title') : t('title')} />
        <section aria-labelledby={submitted ? undefined : 'university-title'} className={css.top}>
          <StepIndicator current={submitted ? 2 : 1} />
          {submitted ? (
            <Suspense fallback={<Loading text={t('common:loading')} />}>
              <SubmissionReceived />
            </Suspense>
          ) : (
            <FormPageHeading id="university-title" title={t('title')} intro={t('intro')} />
          )}
        </section>
        {!submitted && (
          <Suspense fallback={<Loading text={t('loadingForm')} />}>
            <UniversityForm onSubmitted={() => setSubmitted(true)} />
          </Suspense>
        )}
      </div>
    </FormPageLayout>
  );
}
