import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import type { ProviderRecord } from '../../../components/funnel/use-provider';
import { PageTitle } from '../../../components/page-title';
import type { PageHandle } from '../../../app/page-handle';
import { scormModulesQueryOptions } from '../api/get-scorm-modules';
import { HydratedFieldset } from '../../../components/form/hydrated-fieldset';
import { Spinner } from '../../../components/spinner';
import * as text from '../../../styles/text.css';
import * as css from './education-page.css';

// The module list is not part of the page's first download (bundle budget); its loading starts
// as soon as this module runs. The player and scorm-again load only when a module is opened.
const modulesList = import('../components/education-modules');
const EducationModules = lazy(() => modulesList.then((m) => ({ default: m.EducationModules })));

/** Funnel step 3 (/registration/:id/education): the three e-learning modules (SCORM). */
export function EducationPage() {
  const { t } = useTranslation('education');
  const record = useOutletContext<ProviderRecord>();
  return (
    <div className={css.page}>
      <PageTitle title={t('title')} />
      <h1 className={text.h1}>{t('title')}</h1>
      <p className={text.body1}>{t('intro')}</p>
      <Suspense fallback={<Spinner label={t('common:loading')} className={css.loading} />}>
        <HydratedFieldset>
          <div className={css.modules}>
            <EducationModules record={record} />
          </div>
        </HydratedFieldset>
      </Suspense>
    </div>
  );
}

/** The server's render reads the modules (titles in the page's locale, each one's progress). */
export const handle: PageHandle = {
  prefetch: async (client, _url, locale, registration) => {
    if (registration) await client.prefetchQuery(scormModulesQueryOptions(registration.id, locale));
  },
};
