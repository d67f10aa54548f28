import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { ScannerTrialOffer } from '../../../components/scanner-trial/scanner-trial-offer';

/**
 * The scanner-trial marketing page (PATHS.scannerTrial) for visitors without a registration:
 * the offer without handlers, so both actions lead to the registration with the choice kept.
 */
export function ScannerTrialPage() {
  const { t } = useTranslation('scannerTrial');
  return (
    <>
      <PageTitle title={t('title')} />
      <ScannerTrialOffer />
    </>
  );
}
