import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { factValues } from '@portal/domain/marketing/facts';
import { useLocale } from '../../lib/locale';

const STEPS = ['delivery', 'learn', 'integrate', 'grow'] as const;

/** Spec section 2 item 7: Delivery, Month 1 Learn, Month 2 Integrate, Month 3 Grow, as an ordered list. */
export function TrialTimeline() {
  const { t } = useTranslation('scannerTrial');
  const values = factValues(useLocale());
  return (
    <Box component="section" id="trial-plan" aria-labelledby="trial-timeline-title" sx={{ scrollMarginTop: 16 }}>
      <Typography id="trial-timeline-title" variant="h2" gutterBottom>
        {t('timeline.title', values)}
      </Typography>
      <Box
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' } }}
      >
        {STEPS.map((step, i) => (
          <Box component="li" key={step} data-testid={`timeline-${step}`} sx={{ borderTop: 4, borderColor: 'primary.main', pt: 2 }}>
            <Box
              aria-hidden
              sx={{ width: 32, height: 32, borderRadius: '50%', bgcolor: 'primary.main', color: '#000', display: 'grid', placeItems: 'center', fontWeight: 700, mb: 1 }}
            >
              {i + 1}
            </Box>
            {/* The period and the step in one heading ("Month 1 Learn"), so both are read together. */}
            <Typography variant="h3" gutterBottom>
              <Box component="span" sx={{ display: 'block', fontSize: '0.95rem', fontWeight: 700, color: 'primary.dark', textTransform: 'uppercase', letterSpacing: 0.5 }}>
                {t(`timeline.${step}.when`)}
              </Box>
              {t(`timeline.${step}.title`)}
            </Typography>
            <Typography>{t(`timeline.${step}.text`)}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
