import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../styles/layout.css';
import * as css from './step-indicator.css';

const STEPS = ['form', 'done'] as const;

/** The two hero steps as an ordered list; the current one is marked for assistive technology. */
export function StepIndicator({ current }: { current: 1 | 2 }) {
  const { t } = useTranslation('university');
  return (
    <nav aria-label={t('steps.label')}>
      <ol className={css.steps}>
        {STEPS.map((step, i) => {
          const active = i + 1 === current;
          return (
            <li key={step} aria-current={active ? 'step' : undefined} className={css.step({ active })}>
              <span aria-hidden className={css.number({ active })}>
                {i + 1}
              </span>
              <span>{t(`steps.${step}`)}</span>
              <span className={visuallyHidden}>{active ? ` (${t('steps.status', { current, total: STEPS.length })})` : ''}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
