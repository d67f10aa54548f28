import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isStepDone, stepsFor, type Status, type Step } from '@portal/domain/registration/status';
import type { CourseType } from '@portal/domain/course/course';

/** Off screen but read by screen readers. */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

/**
 * Where the user is in the funnel: the steps of their course type as an ordered list, done ones
 * ticked, the current one marked with aria-current. On phones only the current step's label shows
 * beside the numbers (all are still read out), so it fits a 390 px screen. A list rather than
 * MUI's Stepper keeps the funnel's first download inside the bundle budget.
 */
export function FunnelStepper({ current, status, courseType }: { current: Step; status: Status | null; courseType: CourseType }) {
  const { t } = useTranslation('funnel');
  const steps = stepsFor(courseType);
  return (
    <Box component="nav" aria-label={t('stepsLabel')} sx={{ mb: 4 }}>
      <Box component="ol" sx={{ display: 'flex', listStyle: 'none', p: 0, m: 0, gap: { xs: 0.5, sm: 1 } }}>
        {steps.map((step, i) => {
          const isCurrent = step === current;
          const done = status !== null && !isCurrent && isStepDone(step, status, courseType);
          return (
            <Box
              component="li"
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              sx={{
                flex: isCurrent ? '1 1 auto' : { xs: '0 0 auto', sm: '1 1 0' },
                display: 'flex',
                flexDirection: { xs: 'row', sm: 'column' },
                alignItems: 'center',
                gap: 1,
                textAlign: 'center',
                position: 'relative',
              }}
            >
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 32,
                  height: 32,
                  flex: '0 0 32px',
                  borderRadius: '50%',
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontWeight: 700,
                  fontSize: 14,
                  color: '#000',
                  bgcolor: isCurrent || done ? 'primary.main' : 'grey.300',
                  outline: isCurrent ? '3px solid' : 'none',
                  outlineColor: 'primary.dark',
                  outlineOffset: 2,
                }}
              >
                {done ? '✓' : i + 1}
              </Box>
              <Box
                component="span"
                sx={{
                  fontSize: '0.875rem',
                  fontWeight: isCurrent ? 700 : 400,
                  color: isCurrent ? 'text.primary' : 'text.secondary',
                  ...(isCurrent ? {} : { '@media (max-width: 599.95px)': visuallyHidden }),
                }}
              >
                {t(`steps.${step}`)}
                {done && <Box component="span" sx={visuallyHidden}>{` (${t('stepDone')})`}</Box>}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
