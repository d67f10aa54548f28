import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { externalLink } from '@portal/domain/site/links';
import { PROVIDER_NAV, TERMS_PATH } from '@portal/domain/site/navigation';
import { PATHS } from '@portal/domain/site/paths';
import { CERTIFICATE_PATH } from '@portal/domain/certificates/paths';
import { useLocale } from '../../lib/locale';
import { siteConfig } from '../../lib/site-config';

export function Footer() {
  const { t } = useTranslation();
  const locale = useLocale();
  const hosts = siteConfig();
  const linkSx = { color: '#ffffff' } as const;
  return (
    <Box component="footer" id="site-footer" sx={{ bgcolor: 'secondary.main', color: '#ffffff', py: 5, mt: 6 }}>
      <Container maxWidth="xl">
        <Box component="nav" aria-label={t('footer.label')}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
            {PROVIDER_NAV.map((item) => (
              <Link key={item.path} component={RouterLink} to={item.path} sx={linkSx}>
                {t(item.label)}
              </Link>
            ))}
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
            <Link href={externalLink('providerLogin', locale, hosts)} sx={linkSx}>{t('nav.providerLogin')}</Link>
            <Link href={externalLink('becomeProvider', locale, hosts)} sx={linkSx}>{t('nav.becomeProvider')}</Link>
            <Link href={externalLink('contactUs', locale, hosts)} sx={linkSx}>{t('nav.contactUs')}</Link>
            <Link href={externalLink('privacyPolicy', locale, hosts)} sx={linkSx}>{t('footer.privacyPolicy')}</Link>
            <Link href={externalLink('doNotSell', locale, hosts)} sx={linkSx}>{t('footer.doNotSell')}</Link>
            <Link component={RouterLink} to={TERMS_PATH} sx={linkSx}>{t('footer.terms')}</Link>
            <Link component={RouterLink} to={PATHS.schedule} sx={linkSx}>{t('footer.schedule')}</Link>
            <Link component={RouterLink} to={CERTIFICATE_PATH} sx={linkSx}>{t('footer.certificate')}</Link>
          </Stack>
        </Box>
        <Typography variant="body2">{t('footer.copyright', { year: new Date().getFullYear() })}</Typography>
      </Container>
    </Box>
  );
}
