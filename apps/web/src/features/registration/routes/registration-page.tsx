import { CircularProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormPageLayout } from '../../../components/brand/form-page-layout';
import { PageTitle } from '../../../components/page-title';
import type { PageHandle } from '../../../app/page-handle';

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
    <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', minHeight: 240 }}>
      <CircularProgress size={24} aria-hidden sx={{ color: 'primary.dark' }} />
      <Typography>{t('loading')}</Typography>
    </Stack>
  );
}

/** /registration: the information step for ?campaign_id=…, or the choice of a course without one. */
export function RegistrationPage() {
  const { t } = useTranslation('registration');
  const [params] = useSearchParams();
  const campaignId = params.get('campaign_id')?.trim() ?? '';
  return (
    <FormPageLayout help={{ art: 'team', title: t('aside.title'), items: t('aside.items', { returnObjects: true }) as string[] }}>
      <Stack spacing={3}>
        <PageTitle title={t('title')} />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' } }}>
          {t('title')}
        </Typography>
        <Suspense fallback={<Loading />}>{campaignId ? <InformationStep key={campaignId} campaignId={campaignId} /> : <CourseChooser />}</Suspense>
      </Stack>
    </FormPageLayout>
  );
}
