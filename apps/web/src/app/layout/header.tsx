import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { externalLink } from '@portal/domain/site/links';
import { PROVIDER_NAV } from '@portal/domain/site/navigation';
import { useLocale } from '../../lib/locale';
import { siteConfig } from '../../lib/site-config';
import { container } from '../../styles/layout.css';
import { link } from '../../styles/text.css';
import { BrandLogo } from './brand-logo';
import * as css from './header.css';
import { LocaleSwitcher } from './locale-switcher';
import { MobileMenu } from './mobile-menu';

/**
 * One compact bar (64 px on phones, 72 px from md) with the logo and the main call to action always
 * visible; the section links get their own row from lg and live in the menu below that.
 */
export function Header() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const hosts = siteConfig();

  return (
    <header data-testid="app-header" className={css.header}>
      <div className={container({ width: 'xl' })}>
        <div className={css.bar}>
          <div className={css.logoSlot}>
            <BrandLogo />
          </div>
          <div className={css.localeSlot}>
            {/* The select's own text says which language; the label stays for screen readers. */}
            <LocaleSwitcher hideLabel />
          </div>
          <a href={externalLink('providerLogin', locale, hosts)} className={css.login}>
            {t('nav.providerLogin')}
          </a>
          <a href={externalLink('becomeProvider', locale, hosts)} className={css.become}>
            {t('nav.becomeProvider')}
          </a>
          <button type="button" aria-label={t('nav.menu')} aria-expanded={open} onClick={() => setOpen(true)} className={css.menuButton}>
            <Menu size={24} aria-hidden="true" focusable="false" />
          </button>
        </div>
      </div>
      <nav aria-label={t('nav.label')} className={css.nav}>
        <div className={container({ width: 'xl' })}>
          <div className={css.navRow}>
            {PROVIDER_NAV.map((item) => (
              <NavLink key={item.path} to={item.path} className={css.navLink}>
                {t(item.label)}
              </NavLink>
            ))}
            <a href={externalLink('contactUs', locale, hosts)} className={css.navLink}>
              {t('nav.contactUs')}
            </a>
          </div>
        </div>
      </nav>
      {open && (
        <MobileMenu
          onClose={() => setOpen(false)}
          extra={<LocaleSwitcher />}
          links={[
            ...PROVIDER_NAV.map((item) => (
              <Link key={item.path} to={item.path} className={link}>
                {t(item.label)}
              </Link>
            )),
            <a key="contact" href={externalLink('contactUs', locale, hosts)} className={link}>{t('nav.contactUs')}</a>,
            <a key="login" href={externalLink('providerLogin', locale, hosts)} className={link}>{t('nav.providerLogin')}</a>,
          ]}
        />
      )}
    </header>
  );
}
