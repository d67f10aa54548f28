import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { completionTitleKey } from '@portal/domain/completion/title';
import { FormLoading } from '../../../components/form-loading';
import type { ProviderRecord } from '../../../components/funnel/use-provider';
import { PageTitle } from '../../../components/page-title';
import type { PageHandle } from '../../../app/page-handle';
import { confirmationQueryOptions } from '../api/get-confirmation';
import { HydratedFieldset } from '../../../components/form/hydrated-fieldset';
import { h1 } from '../../../styles/text.css';
import * as css from './complete-page.css';

// The details (their query, links and formatting) load beside the page, outside its first
// download (bundle budget); the title needs only the provider record the funnel already has.
const completionDetails = import('../components/completion-details');
const CompletionDetails = lazy(() => completionDetails.then((m) => ({ default: m.CompletionDetails })));

/**
 * Funnel step 6 (/registration/:id/complete): 'All set!' (or 'Great work!' on demand), the user
 * ID, the course, next steps, the provider portal and the survey.
 */
export function CompletePage() {
  const { t } = useTranslation('completion');
  const record = useOutletContext<ProviderRecord>();
  const title = t(completionTitleKey(record.course_type));
  return (
    <div className={css.page}>
      <PageTitle title={title} />
      <h1 className={h1}>{title}</h1>
      <Suspense fallback={<FormLoading />}>
        <HydratedFieldset>
          <CompletionDetails id={record.id} />
        </HydratedFieldset>
      </Suspense>
    </div>
  );
}

/** The server's render reads the confirmation (the user ID, the course, the next steps). */
export const handle: PageHandle = {
  prefetch: async (client, _url, locale, registration) => {
    if (registration) await client.prefetchQuery(confirmationQueryOptions(registration.id, locale));
  },
};
