import { useTranslation } from 'react-i18next';
import { factValues } from '@portal/domain/marketing/facts';
import packageIcon from 'lucide-static/icons/package.svg';
import bookIcon from 'lucide-static/icons/book-open.svg';
import workflowIcon from 'lucide-static/icons/workflow.svg';
import growIcon from 'lucide-static/icons/trending-up.svg';
import { useLocale } from '../../lib/locale';
import * as text from '../../styles/text.css';
import { LineIcon } from '../brand/line-icon';
import * as css from './trial-timeline.css';

const STEPS = ['delivery', 'learn', 'integrate', 'grow'] as const;
const ICONS = { delivery: packageIcon, learn: bookIcon, integrate: workflowIcon, grow: growIcon } as const;

/** Spec section 2 item 7: Delivery, Month 1 Learn, Month 2 Integrate, Month 3 Grow, as an ordered list. */
export function TrialTimeline() {
  const { t } = useTranslation('scannerTrial');
  const values = factValues(useLocale());
  return (
    <section id="trial-plan" aria-labelledby="trial-timeline-title" className={css.timeline}>
      <h2 id="trial-timeline-title" className={css.title}>
        {t('timeline.title', values)}
      </h2>
      <ol className={css.list}>
        {STEPS.map((step, i) => (
          <li key={step} data-testid={`timeline-${step}`} className={css.step}>
            <div className={css.marks}>
              <div aria-hidden className={css.number}>
                {i + 1}
              </div>
              <LineIcon src={ICONS[step]} />
            </div>
            {/* The period and the step in one heading ("Month 1 Learn"), so both are read together. */}
            <h3 className={css.stepTitle}>
              <span className={css.when}>{t(`timeline.${step}.when`)}</span>
              {t(`timeline.${step}.title`)}
            </h3>
            <p className={text.body1}>{t(`timeline.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
