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
import * as text from '../../../styles/text.css';
import * as css from './quiz-page.css';

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
    <div className={css.page}>
      <PageTitle title={t('title')} />
      <h1 id="quiz-heading" className={text.h1}>
        {t('title')}
      </h1>
      <p className={css.intro}>{t('intro', { total: QUIZ_QUESTION_COUNT, passMark: QUIZ_PASS_MARK })}</p>
      <div className={css.body}>
        <Suspense fallback={<FormLoading />}>
          <HydratedFieldset>
            <QuizSection id={record.id} />
          </HydratedFieldset>
        </Suspense>
        <ReviewResources />
      </div>
    </div>
  );
}

/** The server's render reads the questions. */
export const handle: PageHandle = {
  prefetch: async (client, _url, _locale, registration) => {
    if (registration) await client.prefetchQuery(quizQueryOptions(registration.id));
  },
};
