import { Step as MuiStep, StepLabel, Stepper, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isStepDone, stepsFor, type Status, type Step } from '@portal/domain/registration/status';
import type { CourseType } from '@portal/domain/course/course';

/** Where the user is in the funnel: the steps of their course type, done ones ticked. */
export function FunnelStepper({ current, status, courseType }: { current: Step; status: Status | null; courseType: CourseType }) {
  const { t } = useTranslation('funnel');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const steps = stepsFor(courseType);
  return (
    <nav aria-label={t('stepsLabel')}>
      <Stepper activeStep={steps.indexOf(current)} alternativeLabel={!narrow} orientation="horizontal" sx={{ mb: 4, overflowX: 'auto' }}>
        {steps.map((step) => (
          <MuiStep key={step} completed={status ? isStepDone(step, status, courseType) && step !== current : false}>
            <StepLabel aria-current={step === current ? 'step' : undefined}>{t(`steps.${step}`)}</StepLabel>
          </MuiStep>
        ))}
      </Stepper>
    </nav>
  );
}
