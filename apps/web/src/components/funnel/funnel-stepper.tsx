import { useTranslation } from 'react-i18next';
import { isStepDone, stepsFor, type Status, type Step } from '@portal/domain/registration/status';
import type { CourseType } from '@portal/domain/course/course';
import { visuallyHidden } from '../../styles/layout.css';
import * as css from './funnel-stepper.css';

/**
 * Where the user is in the funnel: the steps of their course type as an ordered list, done ones
 * ticked, the current one marked with aria-current. On phones only the current step's label shows
 * beside the numbers (all are still read out), so it fits a 390 px screen. A native list, styled
 * by class (funnel-stepper.css.ts), drawn as MUI's Stepper was.
 */
export function FunnelStepper({ current, status, courseType }: { current: Step; status: Status | null; courseType: CourseType }) {
  const { t } = useTranslation('funnel');
  const steps = stepsFor(courseType);
  return (
    <nav aria-label={t('stepsLabel')} className={css.nav}>
      <ol className={css.list}>
        {steps.map((step, i) => {
          const isCurrent = step === current;
          const done = status !== null && !isCurrent && isStepDone(step, status, courseType);
          return (
            <li key={step} aria-current={isCurrent ? 'step' : undefined} className={css.step({ current: isCurrent })}>
              <span aria-hidden className={css.mark({ state: isCurrent ? 'current' : done ? 'done' : 'todo' })}>
                {done ? '✓' : i + 1}
              </span>
              <span className={css.label({ current: isCurrent })}>
                {t(`steps.${step}`)}
                {done && <span className={visuallyHidden}>{` (${t('stepDone')})`}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
