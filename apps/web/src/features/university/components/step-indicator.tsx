import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

const STEPS = ['form', 'done'] as const;

/** The two hero steps as an ordered list; the current one is marked for assistive technology. */
export function StepIndicator({ current }: { current: 1 | 2 }) {
  const { t } = useTranslation('university');
  return (
    <Box component="nav" aria-label={t('steps.label')}>
      <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 3 }, listStyle: 'none', p: 0, m: 0, mb: 2 }}>
        {STEPS.map((step, i) => {
          const active = i + 1 === current;
          return (
            <Box component="li" key={step} aria-current={active ? 'step' : undefined} sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: active ? 700 : 400 }}>
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 28, height: 28, borderRadius: '50%', display: 'inline-flex', alignItems: 'center', justifyContent: 'center',
                  bgcolor: active ? 'primary.main' : 'grey.200', color: '#000', fontSize: '0.9rem',
                }}
              >
                {i + 1}
              </Box>
              <span>{t(`steps.${step}`)}</span>
              <Box component="span" sx={{ position: 'absolute', left: -9999 }}>
                {active ? ` (${t('steps.status', { current, total: STEPS.length })})` : ''}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
