import { Box, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { QUIZ_PASS_MARK, QUIZ_QUESTION_COUNT } from '@portal/domain/quiz/constants';
import { FormLoading } from '../../../components/form-loading';
import type { ProviderRecord } from '../../../components/funnel/use-provider';
import { PageTitle } from '../../../components/page-title';
import { ReviewResources } from '../components/review-resources';
import type { PageHandle } from '../../../app/page-handle';
import { quizQueryOptions } from '../api/get-quiz';
import { HydratedFieldset } from '../../../components/form/hydrated-fieldset';

// The questions' request and the form (its code, zod) are not part of the page's first
// download (bundle budget). Loading starts when this module runs, beside the provider record's
// request, so the heading and the review resources show at once and the form follows.
const quizSection = import('../components/quiz-section');
const QuizSection = lazy(() => quizSection.then((m) => ({ default: m.QuizSection })));

/** Funnel step 4 (/registration/:id/quiz): the knowledge check, with resources to review. */
export function QuizPage() {
  const { t } = useTranslation('quiz');
  const record = useOutletContext<ProviderRecord>();
  return (
    <Stack spacing={3}>
      <PageTitle title={t('title')} />
      <Typography id="quiz-heading" variant="h1">
        {t('title')}
      </Typography>
      <Typography sx={{ maxWidth: 820 }}>{t('intro', { total: QUIZ_QUESTION_COUNT, passMark: QUIZ_PASS_MARK })}</Typography>
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Suspense fallback={<FormLoading />}>
          <HydratedFieldset>
            <QuizSection id={record.id} />
          </HydratedFieldset>
        </Suspense>
        <ReviewResources />
      </Box>
    </Stack>
  );
}

/** The server's render reads the questions. */
export const handle: PageHandle = {
  prefetch: async (client, _url, _locale, registration) => {
    if (registration) await client.prefetchQuery(quizQueryOptions(registration.id));
  },
};
