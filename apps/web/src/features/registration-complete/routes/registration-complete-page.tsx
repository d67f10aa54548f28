import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { externalLink } from '@portal/domain/site/links';
import { PATHS } from '@portal/domain/site/paths';
import { PageTitle } from '../../../components/page-title';
import { useLocale } from '../../../lib/locale';
import { siteConfig } from '../../../lib/site-config';

/**
 * 'Registration already complete' (PATHS.registrationComplete): the registration sends people
 * here when they register again with an e-mail whose registration is complete. The way on is
 * the doctor login site (DOCTOR_LOGIN_HOST, with the locale's region path).
 */
export function RegistrationCompletePage() {
  const { t } = useTranslation('leads');
  const locale = useLocale();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760, alignItems: 'flex-start' }}>
      <PageTitle title={t('registrationComplete.title')} />
      <Box component="svg" viewBox="0 0 24 24" aria-hidden sx={{ width: 48, height: 48, fill: 'currentColor', color: 'success.dark' }}>
        <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z" />
      </Box>
      <Typography variant="h1">{t('registrationComplete.title')}</Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 400 }}>
        {t('registrationComplete.text')}
      </Typography>
      <Typography>{t('registrationComplete.next')}</Typography>
      <Button variant="contained" size="large" href={externalLink('doctorLogin', locale, siteConfig())}>
        {t('registrationComplete.action')}
      </Button>
      <Typography sx={{ pt: 2 }}>
        {t('registrationComplete.other')}{' '}
        <Link component={RouterLink} to={PATHS.registration}>
          {t('registrationComplete.otherAction')}
        </Link>
      </Typography>
    </Stack>
  );
}
