import { useTranslation } from 'react-i18next';
import type { ScannerTrialState } from '@portal/domain/checkout/pricing';
import { Notice } from '../../../components/notice';
import { button } from '../../../styles/button.css';
import * as panel from './panel.css';
import * as css from './scanner-trial-addon.css';

/** Spec section 4: the scanner trial is added, removed, or not included; the user can change it here. */
export function ScannerTrialAddon({ state, onChange }: { state: ScannerTrialState; onChange: (inCart: boolean) => void }) {
  const { t } = useTranslation('checkout');
  const message = { added: t('scannerTrial.added'), removed: t('scannerTrial.removed'), not_included: t('scannerTrial.notIncluded') }[state];
  return (
    <section aria-labelledby="trial-heading" className={panel.panel}>
      <h2 id="trial-heading" className={css.title}>
        {t('scannerTrial.title')}
      </h2>
      <p className={css.text}>{t('scannerTrial.text')}</p>
      <div className={css.choice}>
        <Notice severity={state === 'added' ? 'success' : 'info'} role="status" data-trial-state={state} className={css.state}>
          {message}
        </Notice>
        {state === 'added' ? (
          <button type="button" className={button({ variant: 'outlined' })} onClick={() => onChange(false)}>
            {t('scannerTrial.remove')}
          </button>
        ) : (
          <button type="button" className={button({ variant: 'outlined' })} onClick={() => onChange(true)}>
            {t('scannerTrial.add')}
          </button>
        )}
      </div>
    </section>
  );
}
