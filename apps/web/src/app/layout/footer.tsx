import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
import { container } from '../../styles/layout.css';
import { BrandLogo } from './brand-logo';
import * as css from './footer.css';

/** Every page's way to every other: the program, the training, the company's links. */
export function Footer() {
  const { t } = useTranslation();
  const locale = useLocale();
  const hosts = siteConfig();
  const openConsentSettings = useOpenConsentSettings();
  // The settings open from the app: until it has adopted the footer, a click would do nothing.
  const hydrated = useHydrated();
  const internal = (to: string, label: string) => (
    <Link key={to} to={to} className={css.link}>
      {label}
    </Link>
  );
  const external = (name: Parameters<typeof externalLink>[0], label: string) => (
    <a key={name} href={externalLink(name, locale, hosts)} className={css.link}>
      {label}
    </a>
  );
  return (
    <footer id="site-footer" className={css.footer}>
      <div className={container({ width: 'xl' })}>
        <nav aria-label={t('footer.label')} className={css.columns}>
          <div className={css.brand}>
            <BrandLogo inverse wordmarkFrom="xs" />
            <p className={css.tagline}>{t('footer.tagline')}</p>
          </div>
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
            <button key="cookie-settings" type="button" disabled={!hydrated} {...hydratingMark(hydrated)} aria-haspopup="dialog" onClick={(e) => openConsentSettings(e.currentTarget)} className={css.linkButton}>
              {t('footer.cookieSettings')}
            </button>
            {external('doNotSell', t('footer.doNotSell'))}
            {internal(TERMS_PATH, t('footer.terms'))}
          </Column>
        </nav>
        <p className={css.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className={css.columnTitle}>{title}</h2>
      <div className={css.links}>{children}</div>
    </div>
  );
}
