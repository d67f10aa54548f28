import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { factValues } from '@portal/domain/marketing/facts';
import type { Illustration } from '@portal/domain/site/art';
import { PATHS } from '@portal/domain/site/paths';
import { ArtImage } from '../../../components/brand/art-image';
import { ClosingCta } from '../../../components/brand/closing-cta';
import { PageHero } from '../../../components/brand/page-hero';
import { PageTitle } from '../../../components/page-title';
import { COLORS } from '../../../lib/brand-tokens';
import { useLocale } from '../../../lib/locale';

const ENTRIES: readonly { key: string; to: string; art: Illustration }[] = [
  { key: 'register', to: PATHS.registration, art: 'team' },
  { key: 'schedule', to: PATHS.schedule, art: 'classroom' },
  { key: 'trial', to: PATHS.scannerTrial, art: 'scanner' },
];
const BENEFITS = ['onboarding', 'local', 'offer', 'ce'] as const;
const PATH_STEPS = ['register', 'learn', 'check', 'start'] as const;

export function HomePage() {
  const { t } = useTranslation('home');
  const values = factValues(useLocale());
  return (
    <Stack spacing={{ xs: 6, md: 9 }}>
      <PageTitle title={t('title')} />
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('intro')}
        art="smile"
        actions={
          <>
            <Button variant="contained" size="large" component={RouterLink} to={PATHS.registration}>
              {t('registerAction')}
            </Button>
            <Button variant="outlined" size="large" component={RouterLink} to={PATHS.schedule}>
              {t('scheduleAction')}
            </Button>
          </>
        }
      />

      <Box component="section" aria-labelledby="home-benefits">
        <Typography id="home-benefits" variant="h2" gutterBottom>
          {t('factsTitle')}
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
        >
          {BENEFITS.map((k) => (
            <Box component="li" key={k} sx={{ bgcolor: COLORS.brand50, borderRadius: 3, p: 2.5 }}>
              <Box
                component="span"
                sx={{ display: 'block', fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.02em', color: 'primary.dark' }}
              >
                {t(`benefits.${k}.value`, values)}
              </Box>
              {t(`benefits.${k}.label`)}
            </Box>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-label={t('title')} sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {ENTRIES.map((entry) => (
          <Card key={entry.key} variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
            <Box sx={{ bgcolor: COLORS.surface, display: 'flex', justifyContent: 'center', px: 3, pt: 3 }}>
              <ArtImage name={entry.art} sx={{ maxWidth: 240 }} />
            </Box>
            <CardContent sx={{ flex: 1, p: 3 }}>
              <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
                {t(`${entry.key}Title`)}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{t(`${entry.key}Text`)}</Typography>
            </CardContent>
            <CardActions sx={{ p: 3, pt: 0 }}>
              <Button variant="outlined" component={RouterLink} to={entry.to}>
                {t(`${entry.key}Action`)}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>

      <Box component="section" aria-labelledby="home-path">
        <Typography id="home-path" variant="h2" gutterBottom>
          {t('pathTitle')}
        </Typography>
        <Box
          component="ol"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' }, counterReset: 'step' }}
        >
          {PATH_STEPS.map((k) => (
            <Box
              component="li"
              key={k}
              sx={{
                counterIncrement: 'step',
                border: 1,
                borderColor: 'divider',
                borderRadius: 3,
                p: 2.5,
                '&::before': {
                  content: 'counter(step)',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  width: 32,
                  height: 32,
                  mb: 1.5,
                  borderRadius: '50%',
                  bgcolor: 'primary.dark',
                  color: '#ffffff',
                  fontWeight: 700,
                },
              }}
            >
              {t(`pathSteps.${k}`)}
            </Box>
          ))}
        </Box>
      </Box>

      <ClosingCta
        title={t('closingTitle')}
        text={t('closingText')}
        action={
          <Button variant="contained" size="large" component={RouterLink} to={PATHS.registration}>
            {t('registerAction')}
          </Button>
        }
      />
    </Stack>
  );
}
