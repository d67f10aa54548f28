import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { externalLink } from '@portal/domain/site/links';
import { PATHS } from '@portal/domain/site/paths';
import { size } from '../../../components/form/hydrated-button.css';
import { PageTitle } from '../../../components/page-title';
import { useLocale } from '../../../lib/locale';
import { siteConfig } from '../../../lib/site-config';
import { button } from '../../../styles/button.css';
import { FindRegistrationsLink } from '../../my-registration/components/find-registrations-link';
import { link } from '../../../styles/text.css';
import * as css from './registration-complete-page.css';

/**
 * 'Registration already complete' (PATHS.registrationComplete): the registration sends people
 * here when they register again with an e-mail whose registration is complete. The way on is
 * the doctor login site (DOCTOR_LOGIN_HOST, with the locale's region path).
 */
export function RegistrationCompletePage() {
  const { t } = useTranslation('leads');
  const locale = useLocale();
  return (
    <div className={css.page}>
      <PageTitle title={t('registrationComplete.title')} />
      <svg viewBox="0 0 24 24" aria-hidden className={css.icon}>
        <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z" />
      </svg>
      <h1 className={css.title}>{t('registrationComplete.title')}</h1>
      <p className={css.lead}>{t('registrationComplete.text')}</p>
      <p className={css.text}>{t('registrationComplete.next')}</p>
      <a href={externalLink('doctorLogin', locale, siteConfig())} className={`${button()} ${size.large}`}>
        {t('registrationComplete.action')}
      </a>
      <FindRegistrationsLink />
      <p className={css.other}>
        {t('registrationComplete.other')}{' '}
        <Link to={PATHS.registration} className={link}>
          {t('registrationComplete.otherAction')}
        </Link>
      </p>
    </div>
  );
}
