import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { factValues } from '@portal/domain/marketing/facts';
import { useLocale } from '../../lib/locale';

const STATS = ['revenueIncrease', 'cariesDetection', 'businessRevenue', 'patientAcceptance'] as const;

/** Spec section 9's survey figures, each captioned as what it is: a result providers reported. */
export function TrialStats() {
  const { t } = useTranslation('scannerTrial');
  const values = factValues(useLocale());
  return (
    <Box component="section" aria-labelledby="trial-stats-title">
      <Typography id="trial-stats-title" variant="h2" gutterBottom>
        {t('stats.title')}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: 820 }}>{t('stats.intro')}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        {STATS.map((key) => (
          <Box key={key} component="li">
            <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }} data-testid={`stat-${key}`}>
              <Typography component="p" sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.1, color: 'primary.dark' }}>
                {values[key]}
              </Typography>
              <Typography component="p" sx={{ fontWeight: 600, mt: 1 }}>
                {t(`stats.${key}`)}
              </Typography>
              <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                {t('stats.caption')}
              </Typography>
            </Paper>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
        {t('stats.note')}
      </Typography>
    </Box>
  );
}
