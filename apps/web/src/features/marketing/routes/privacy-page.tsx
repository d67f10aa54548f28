import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CONSENT_CATEGORIES } from '@portal/domain/privacy/consent';
import { PRIVACY_REQUEST_PATH } from '@portal/domain/privacy/paths';
import { CATEGORY_COOKIE_INFO, NECESSARY_COOKIES, type CookieInfo } from '@portal/domain/privacy/necessary-cookies';
import { externalLink } from '@portal/domain/site/links';
import { useOpenConsentSettings } from '../../../components/consent/consent-context';
import { HydratedButton } from '../../../components/form/hydrated-button';
import { PageTitle } from '../../../components/page-title';
import { PlainTable } from '../../../components/plain-table';
import { useLocale } from '../../../lib/locale';
import { siteConfig } from '../../../lib/site-config';
import { loadNamespaces } from '../components/load-namespaces';
import * as mk from '../components/marketing.css';
import * as css from './privacy-page.css';

const NS = 'privacy';

export const loader = () => loadNamespaces([NS]);

/**
 * The portal's privacy policy (Law 25, PIPEDA, CASL): the person in charge of personal
 * information (configuration: PRIVACY_OFFICER_*), how long information is kept (the CE records'
 * years after a course, also after an erasure in a minimal form), every cookie from the domain's
 * lists, how to change one's consent, and how to ask for access, correction or erasure.
 */
export function PrivacyPage() {
  const { t } = useTranslation([NS, 'common']);
  const locale = useLocale();
  const config = siteConfig();
  const officer = config.privacyOfficer;
  const openSettings = useOpenConsentSettings();
  const mailto = `mailto:${officer.email}?subject=${encodeURIComponent(t('rights.mailSubject'))}`;
  return (
    <article className={mk.article}>
      <PageTitle title={t('title')} description={t('description')} />
      <div className={mk.hero}>
        <div className={mk.heroText}>
          <h1>{t('heading')}</h1>
          <p className={mk.lead}>{t('lead')}</p>
        </div>
      </div>
      <Section id="officer" heading={t('officer.heading')}>
        {/* Not set by the operator: the role's name and title in the page's language, not a default in English. */}
        <p>{t('officer.text', { name: officer.name || t('officer.defaultName'), title: officer.title || t('officer.defaultTitle') })}</p>
        <p>
          {t('officer.emailLabel')}: <a href={mailto}>{officer.email}</a>
        </p>
      </Section>
      <Section id="collect" heading={t('collect.heading')}>
        <p>{t('collect.text')}</p>
      </Section>
      <Section id="keep" heading={t('keep.heading')}>
        <p>{t('keep.text')}</p>
        {/* CE records (issue 52): their years are the server's setting (RETENTION_CE_RECORDS_YEARS). */}
        <p>{t('keep.ceRecords', { years: config.ceRecordYears })}</p>
        <p>{t('keep.erasure')}</p>
      </Section>
      <Section id="cookies" heading={t('cookies.heading')}>
        <p>{t('cookies.intro')}</p>
        <h3>{t('cookies.necessaryHeading')}</h3>
        <CookieTable cookies={NECESSARY_COOKIES} />
        {CONSENT_CATEGORIES.map((c) => (
          <div key={c}>
            <h3>{t('cookies.categoryHeading', { category: t(`common:consent.categories.${c}.label`) })}</h3>
            <p>{t(`common:consent.categories.${c}.description`)}</p>
            {CATEGORY_COOKIE_INFO[c].length ? <CookieTable cookies={CATEGORY_COOKIE_INFO[c]} /> : <p>{t('cookies.measurementNone')}</p>}
          </div>
        ))}
      </Section>
      <Section id="choices" heading={t('choices.heading')}>
        <p>{t('choices.text')}</p>
        {/* Enabled once the app controls the page: a click on the server's markup would do nothing. */}
        <HydratedButton variant="outlined" aria-haspopup="dialog" onClick={(e) => openSettings(e.currentTarget)}>
          {t('choices.button')}
        </HydratedButton>
      </Section>
      <Section id="rights" heading={t('rights.heading')}>
        <p>{t('rights.text', { email: officer.email })}</p>
        <p>
          <RouterLink to={PRIVACY_REQUEST_PATH}>{t('rights.formLink')}</RouterLink>
        </p>
      </Section>
      <Section id="company" heading={t('company.heading')}>
        <p>{t('company.text')}</p>
        <p>
          <a href={externalLink('privacyPolicy', locale, config)}>{t('company.link')}</a>
        </p>
      </Section>
    </article>
  );
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className={mk.section} id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <div className={mk.body}>{children}</div>
    </section>
  );
}

function CookieTable({ cookies }: { cookies: readonly CookieInfo[] }) {
  const { t } = useTranslation(NS);
  return (
    <PlainTable size="small" className={css.cookieTable}>
      <thead>
        <tr>
          <th scope="col">{t('cookies.name')}</th>
          <th scope="col">{t('cookies.purposeColumn')}</th>
          <th scope="col">{t('cookies.lifetime')}</th>
        </tr>
      </thead>
      <tbody>
        {cookies.map((c) => (
          <tr key={c.name}>
            <th scope="row"><code>{c.name}</code></th>
            <td>{t(c.purpose)}</td>
            <td>{c.maxAgeSeconds === null ? t('cookies.untilClosed') : t('cookies.days', { count: Math.round(c.maxAgeSeconds / 86400) })}</td>
          </tr>
        ))}
      </tbody>
    </PlainTable>
  );
}
