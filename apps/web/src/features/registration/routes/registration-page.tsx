import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormPageLayout } from '../../../components/brand/form-page-layout';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import type { PageHandle } from '../../../app/page-handle';
import * as css from './registration-page.css';

// The form (its code, the shared schema, the phone library, the dialog) loads after the
// page's first paint, so the page's first download stays within the bundle budget.
const InformationStep = lazy(() => import('../components/information-step').then((m) => ({ default: m.InformationStep })));
const CourseChooser = lazy(() => import('../components/course-chooser').then((m) => ({ default: m.CourseChooser })));

/**
 * The server renders the page with the offering's availability (or the list of courses) already
 * read, through the page's own query options; seats change, so the page is rendered for each request.
 */
export const handle: PageHandle = {
  prefetch: async (client, url, locale) => {
    const campaignId = url.searchParams.get('campaign_id')?.trim();
    if (campaignId) {
      const { availabilityQueryOptions } = await import('../api/get-availability');
      await client.prefetchQuery(availabilityQueryOptions(campaignId, locale, url.searchParams.get('hold') ?? undefined));
    } else {
      const { coursesQueryOptions } = await import('../api/get-courses');
      await client.prefetchQuery(coursesQueryOptions(locale));
    }
  },
};

function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" className={css.loading}>
      <Spinner size={24} className={css.spinner} />
      <p className={css.loadingText}>{t('loading')}</p>
    </div>
  );
}

/** /registration: the information step for ?campaign_id=…, or the choice of a course without one. */
export function RegistrationPage() {
  const { t } = useTranslation('registration');
  const [params] = useSearchParams();
  const campaignId = params.get('campaign_id')?.trim() ?? '';
  return (
    <FormPageLayout help={{ art: 'team', title: t('aside.title'), items: t('aside.items', { returnObjects: true }) as string[] }}>
      <div className={css.column}>
        <PageTitle title={t('title')} />
        <h1 className={css.title}>{t('title')}</h1>
        <Suspense fallback={<Loading />}>{campaignId ? <InformationStep key={campaignId} campaignId={campaignId} /> : <CourseChooser />}</Suspense>
      </div>
    </FormPageLayout>
  );
}
