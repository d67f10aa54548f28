import { AppBar, Box, Button, Container, IconButton, Link, Stack, Toolbar } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { externalLink } from '@portal/domain/site/links';
import { PROVIDER_NAV } from '@portal/domain/site/navigation';
import { useLocale } from '../../lib/locale';
import { siteConfig } from '../../lib/site-config';
import { LocaleSwitcher } from './locale-switcher';

const MobileMenu = lazy(() => import('./mobile-menu'));

export function Header() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const hosts = siteConfig();
  const navLinks = PROVIDER_NAV.map((item) => (
    <Link key={item.path} component={RouterLink} to={item.path} underline="hover" sx={{ color: 'text.primary', fontWeight: 500 }} onClick={() => setOpen(false)}>
      {t(item.label)}
    </Link>
  ));

  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 3, borderColor: 'primary.main' }}>
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
          <Link component={RouterLink} to="/" underline="none" sx={{ fontWeight: 700, fontSize: '1.1rem', color: 'text.primary', mr: 'auto' }}>
            {t('brand')}
          </Link>
          <LocaleSwitcher />
          <Button variant="outlined" href={externalLink('providerLogin', locale, hosts)}>
            {t('nav.providerLogin')}
          </Button>
          <Button variant="contained" href={externalLink('becomeProvider', locale, hosts)} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            {t('nav.becomeProvider')}
          </Button>
          <IconButton aria-label={t('nav.menu')} aria-expanded={open} onClick={() => setOpen(true)} sx={{ display: { lg: 'none' } }}>
            <MenuIcon />
          </IconButton>
        </Toolbar>
        <Box component="nav" aria-label={t('nav.label')} sx={{ display: { xs: 'none', lg: 'block' }, pb: 1.5 }}>
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {navLinks}
            <Link href={externalLink('contactUs', locale, hosts)} underline="hover" sx={{ color: 'text.primary', fontWeight: 500 }}>
              {t('nav.contactUs')}
            </Link>
          </Stack>
        </Box>
      </Container>
      {open && (
        <Suspense fallback={null}>
          <MobileMenu
            open={open}
            onClose={() => setOpen(false)}
            links={[
              ...navLinks,
              <Link key="become" href={externalLink('becomeProvider', locale, hosts)}>{t('nav.becomeProvider')}</Link>,
              <Link key="contact" href={externalLink('contactUs', locale, hosts)}>{t('nav.contactUs')}</Link>,
            ]}
          />
        </Suspense>
      )}
    </AppBar>
  );
}

/** An inline icon: the icon package would add a dependency for three lines of SVG. */
function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" fill="currentColor" />
    </svg>
  );
}
