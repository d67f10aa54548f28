import { Box, Button, Container, Link, Stack } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router';
import { externalLink } from '@portal/domain/site/links';
import { PROVIDER_NAV } from '@portal/domain/site/navigation';
import { useLocale } from '../../lib/locale';
import { siteConfig } from '../../lib/site-config';
import { COLORS, HEADER } from '../../lib/brand-tokens';
import { BrandLogo } from './brand-logo';
import { LocaleSwitcher } from './locale-switcher';

const MobileMenu = lazy(() => import('./mobile-menu'));

/**
 * One compact bar (64 px on phones, 72 px from md) with the logo and the main call to action always
 * visible; the section links get their own row from lg and live in the menu below that.
 */
export function Header() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const hosts = siteConfig();
  const close = () => setOpen(false);

  return (
    // Plain boxes rather than AppBar and Toolbar: the same look, with less code in every page's first download.
    <Box component="header" data-testid="app-header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="xl">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, height: { xs: HEADER.bar.xs, md: HEADER.bar.md } }}>
          <Box sx={{ mr: 'auto', minWidth: 0 }}>
            <BrandLogo />
          </Box>
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            {/* The select's own text says which language; the label stays for screen readers. */}
            <LocaleSwitcher hideLabel />
          </Box>
          <Button variant="outlined" href={externalLink('providerLogin', locale, hosts)} sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
            {t('nav.providerLogin')}
          </Button>
          <Button variant="contained" href={externalLink('becomeProvider', locale, hosts)} sx={{ whiteSpace: 'nowrap', px: { xs: 1.5, sm: 2.5 } }}>
            {t('nav.becomeProvider')}
          </Button>
          {/* A text Button rather than IconButton: the same 48 px target, and IconButton's code stays out of every page's first download. */}
          <Button aria-label={t('nav.menu')} aria-expanded={open} onClick={() => setOpen(true)} color="inherit" sx={{ display: { lg: 'none' }, minWidth: 48, height: 48, p: 0, mr: -1, borderRadius: '50%' }}>
            <MenuIcon />
          </Button>
        </Box>
      </Container>
      <Box component="nav" aria-label={t('nav.label')} sx={{ display: { xs: 'none', lg: 'block' }, bgcolor: COLORS.surface, borderTop: 1, borderColor: 'divider' }}>
        <Container maxWidth="xl">
          {/* The French links need about 1,480 px in one row: below that they wrap to a second. */}
          <Stack direction="row" spacing={3} useFlexGap sx={{ minHeight: HEADER.nav, alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, py: 0.75 }}>
            {PROVIDER_NAV.map((item) => (
              <Link key={item.path} component={NavLink} to={item.path} underline="hover" sx={navLinkSx}>
                {t(item.label)}
              </Link>
            ))}
            <Link href={externalLink('contactUs', locale, hosts)} underline="hover" sx={navLinkSx}>
              {t('nav.contactUs')}
            </Link>
          </Stack>
        </Container>
      </Box>
      {open && (
        <Suspense fallback={null}>
          <MobileMenu
            open={open}
            onClose={close}
            extra={<LocaleSwitcher />}
            links={[
              ...PROVIDER_NAV.map((item) => (
                <Link key={item.path} component={RouterLink} to={item.path} onClick={close}>
                  {t(item.label)}
                </Link>
              )),
              <Link key="contact" href={externalLink('contactUs', locale, hosts)}>{t('nav.contactUs')}</Link>,
              <Link key="login" href={externalLink('providerLogin', locale, hosts)}>{t('nav.providerLogin')}</Link>,
            ]}
          />
        </Suspense>
      )}
    </Box>
  );
}

const navLinkSx = {
  color: 'text.primary',
  fontWeight: 500,
  fontSize: '0.9375rem',
  whiteSpace: 'nowrap',
  '&.active': { color: 'primary.dark', fontWeight: 700 },
} as const;

/** An inline icon: three lines of SVG, fewer bytes than an icon component. */
function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" fill="currentColor" />
    </svg>
  );
}
