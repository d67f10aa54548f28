import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SCORM_MODULE_COUNT } from '@portal/domain/course/course';
import { usePathFor } from '../../../components/funnel/step-context';

const MODULES = Array.from({ length: SCORM_MODULE_COUNT }, (_, i) => i + 1);

/** Links back to the education step's modules (anchors #module-1..#module-3). */
export function ReviewResources() {
  const { t } = useTranslation('quiz');
  const pathFor = usePathFor();
  return (
    <Box component="section" aria-labelledby="review-heading" sx={{ bgcolor: 'grey.50', borderRadius: 2, p: 3 }}>
      <Typography id="review-heading" variant="h2" sx={{ fontSize: '1.35rem' }} gutterBottom>
        {t('review.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('review.intro')}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {MODULES.map((n) => (
          <Box component="li" key={n} sx={{ py: 1 }}>
            <Typography component="p" sx={{ fontWeight: 600 }}>
              {t(`review.modules.${n}.title`)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
              {t(`review.modules.${n}.summary`)}
            </Typography>
            <Link component={RouterLink} to={`${pathFor('education')}#module-${n}`}>
              {t('review.link', { number: n })}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
