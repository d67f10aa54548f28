import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GoDigitalOfferBody } from '@portal/domain/questionnaire/scanner';
import { useStepContext } from '../../../components/funnel/step-context';
import { PageTitle } from '../../../components/page-title';
import { ScannerTrialOffer } from '../../../components/scanner-trial/scanner-trial-offer';
import { usePostGoDigitalOffer } from '../../objectives/api/post-go-digital-offer';
import { HydratedFieldset } from '../../../components/form/hydrated-fieldset';

/**
 * /campaign_go_digital?id=... (status go_digital_landing): the scanner-trial offer for a provider
 * record. Either answer is sent with POST /api/go-digital-offer; the server moves the record on
 * and the campaign layout shows the page of its new status.
 */
export function GoDigitalPage() {
  const { t } = useTranslation('scannerTrial');
  const { id, pathFor } = useStepContext();
  const navigate = useNavigate();
  const offer = usePostGoDigitalOffer();

  const answer = async (choice: Omit<GoDigitalOfferBody, 'id'>) => {
    const res = await offer.mutateAsync({ id, ...choice });
    navigate(pathFor(res.step), { replace: true });
  };

  return (
    <>
      <PageTitle title={t('title')} />
      <HydratedFieldset>
        <ScannerTrialOffer providerId={id} onAddToCart={answer} onContinueWithoutTrial={answer} />
      </HydratedFieldset>
    </>
  );
}
