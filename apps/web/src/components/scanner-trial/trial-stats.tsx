import { useTranslation } from 'react-i18next';
import { factValues } from '@portal/domain/marketing/facts';
import { useLocale } from '../../lib/locale';
import * as css from './trial-stats.css';

const STATS = ['revenueIncrease', 'cariesDetection', 'businessRevenue', 'patientAcceptance'] as const;

/** Spec section 9's survey figures, each captioned as what it is: a result providers reported. */
export function TrialStats() {
  const { t } = useTranslation('scannerTrial');
  const values = factValues(useLocale());
  return (
    <section aria-labelledby="trial-stats-title">
      <h2 id="trial-stats-title" className={css.title}>
        {t('stats.title')}
      </h2>
      <p className={css.intro}>{t('stats.intro')}</p>
      <ul className={css.list}>
        {STATS.map((key) => (
          <li key={key}>
            <div className={css.stat} data-testid={`stat-${key}`}>
              <p className={css.value}>{values[key]}</p>
              <p className={css.label}>{t(`stats.${key}`)}</p>
              <p className={css.caption}>{t('stats.caption')}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className={css.note}>{t('stats.note')}</p>
    </section>
  );
}
