import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { FormLoading } from '../../../components/form-loading';
import type { ProviderRecord } from '../../../components/funnel/use-provider';
import { PageTitle } from '../../../components/page-title';
import { HydratedFieldset } from '../../../components/form/hydrated-fieldset';
import * as text from '../../../styles/text.css';
import * as css from './objectives-page.css';

// The forms (their code, zod and the shared schemas) are not part of the page's first
// download (bundle budget); their loading starts as soon as this module runs, beside the
// provider record's request, so the user does not wait for one after the other.
const objectivesForm = import('../components/objectives-form');
const scannerOfferForm = import('../components/scanner-offer-form');
const ObjectivesForm = lazy(() => objectivesForm.then((m) => ({ default: m.ObjectivesForm })));
const ScannerOfferForm = lazy(() => scannerOfferForm.then((m) => ({ default: m.ScannerOfferForm })));

/**
 * Funnel step 2 (/registration/:id/objectives): the questionnaire while the record is at
 * 'objectives', then the scanner question and trial offer at 'go_digital_landing'.
 */
export function ObjectivesPage() {
  const { t } = useTranslation('objectives');
  const record = useOutletContext<ProviderRecord>();
  const [answeredHere, setAnsweredHere] = useState(false);
  return (
    <div className={css.page}>
      <PageTitle title={t('title')} />
      <h1 className={text.h1}>{t('title')}</h1>
      {record.status === 'objectives' && <p className={text.body1}>{t('intro')}</p>}
      <Suspense fallback={<FormLoading />}>
        <HydratedFieldset>
          {record.status === 'objectives' ? (
            <ObjectivesForm id={record.id} onAnswered={() => setAnsweredHere(true)} />
          ) : (
            <ScannerOfferForm id={record.id} focusOnMount={answeredHere} />
          )}
        </HydratedFieldset>
      </Suspense>
    </div>
  );
}
