import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BROCHURE_API } from '@portal/domain/leads/paths';
import { LOCALE_PARAM } from '@portal/domain/locale/locales';
import { useLocale } from '../../../lib/locale';

/** The brochure download banner: a PDF rendered by the server in the page's locale. */
export function BrochureBanner() {
  const { t } = useTranslation('leads');
  const locale = useLocale();
  return (
    <Box component="aside" aria-labelledby="brochure-title" sx={{ bgcolor: '#E6F5FA', p: { xs: 2.5, md: 3 }, borderRadius: 2 }}>
      <Typography id="brochure-title" variant="h2" sx={{ fontSize: '1.35rem' }} gutterBottom>
        {t('brochure.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('brochure.text')}</Typography>
      <Button variant="contained" href={`${BROCHURE_API}?${LOCALE_PARAM}=${encodeURIComponent(locale)}`} download>
        {t('brochure.action')}
      </Button>
    </Box>
  );
}
