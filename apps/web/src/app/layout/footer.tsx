import { Box, Container, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { externalLink } from '@portal/domain/site/links';
import { PROVIDER_NAV, TERMS_PATH } from '@portal/domain/site/navigation';
import { PATHS } from '@portal/domain/site/paths';
import { CERTIFICATE_PATH } from '@portal/domain/certificates/paths';
import { UNIVERSITY_FORM_PATH } from '@portal/domain/university/paths';
import { PRIVACY_PATH } from '@portal/domain/privacy/paths';
import { useOpenConsentSettings } from '../../components/consent/consent-context';
import { hydratingMark, useHydrated } from '../../lib/use-hydrated';
import { useLocale } from '../../lib/locale';
import { siteConfig } from '../../lib/site-config';
import { BrandLogo } from './brand-logo';

/** Every page's way to every other: the program, the training, the company's links. */
export function Footer() {
  const { t } = useTranslation();
  const locale = useLocale();
  const hosts = siteConfig();
  const openConsentSettings = useOpenConsentSettings();
  // The settings open from the app: until it has adopted the footer, a click would do nothing.
  const hydrated = useHydrated();
  const internal = (to: string, label: string) => (
    <Link key={to} component={RouterLink} to={to} sx={linkSx}>
      {label}
    </Link>
  );
  const external = (name: Parameters<typeof externalLink>[0], label: string) => (
    <Link key={name} href={externalLink(name, locale, hosts)} sx={linkSx}>
      {label}
    </Link>
  );
  return (
    <Box component="footer" id="site-footer" sx={{ bgcolor: 'secondary.main', color: '#ffffff', pt: 6, pb: 4, mt: 8 }}>
      <Container maxWidth="xl">
        <Box component="nav" aria-label={t('footer.label')} sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' } }}>
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
            <BrandLogo inverse wordmarkFrom="xs" />
            <Typography variant="body2" sx={{ mt: 2, color: '#D9E2EC', maxWidth: 280 }}>
              {t('footer.tagline')}
            </Typography>
          </Box>
          <Column title={t('footer.program')}>{PROVIDER_NAV.map((item) => internal(item.path, t(item.label)))}</Column>
          <Column title={t('footer.training')}>
            {internal(PATHS.registration, t('footer.register'))}
            {internal(PATHS.schedule, t('footer.schedule'))}
            {internal(PATHS.scannerTrial, t('footer.scannerTrial'))}
            {internal(CERTIFICATE_PATH, t('footer.certificate'))}
            {internal(UNIVERSITY_FORM_PATH, t('footer.university'))}
          </Column>
          <Column title={t('footer.company')}>
            {external('providerLogin', t('nav.providerLogin'))}
            {external('becomeProvider', t('nav.becomeProvider'))}
            {external('contactUs', t('nav.contactUs'))}
            {/* The portal's own policy (Law 25's person in charge, cookies, requests); it links the company's. */}
            {internal(PRIVACY_PATH, t('footer.privacyPolicy'))}
            <Link key="cookie-settings" component="button" type="button" disabled={!hydrated} {...hydratingMark(hydrated)} aria-haspopup="dialog" onClick={(e) => openConsentSettings(e.currentTarget)} sx={{ ...linkSx, font: 'inherit', textAlign: 'left', alignSelf: 'flex-start' }}>
              {t('footer.cookieSettings')}
            </Link>
            {external('doNotSell', t('footer.doNotSell'))}
            {internal(TERMS_PATH, t('footer.terms'))}
          </Column>
        </Box>
        <Typography variant="body2" sx={{ mt: 5, pt: 3, borderTop: '1px solid #334E68', color: '#D9E2EC' }}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}

const linkSx = { color: '#ffffff', textDecorationColor: 'rgba(255,255,255,0.4)', '&:hover': { textDecorationColor: '#ffffff' } } as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="h2" variant="overline" sx={{ color: '#9BDBF1', display: 'block', mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1.25}>{children}</Stack>
    </div>
  );
}
