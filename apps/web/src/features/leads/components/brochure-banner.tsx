import { useTranslation } from 'react-i18next';
import { BROCHURE_API } from '@portal/domain/leads/paths';
import { LOCALE_PARAM } from '@portal/domain/locale/locales';
import { useLocale } from '../../../lib/locale';
import { button } from '../../../styles/button.css';
import * as css from './brochure-banner.css';

/** The brochure download banner: a PDF rendered by the server in the page's locale. */
export function BrochureBanner() {
  const { t } = useTranslation('leads');
  const locale = useLocale();
  return (
    <aside aria-labelledby="brochure-title" className={css.banner}>
      <h2 id="brochure-title" className={css.title}>
        {t('brochure.title')}
      </h2>
      <p className={css.text}>{t('brochure.text')}</p>
      <a href={`${BROCHURE_API}?${LOCALE_PARAM}=${encodeURIComponent(locale)}`} download className={button()}>
        {t('brochure.action')}
      </a>
    </aside>
  );
}
