import { useTranslation } from 'react-i18next';
import type { CertificateListItem } from '@portal/domain/certificates/certificates';
import { formatNumber } from '@portal/domain/locale/format';
import { useLocale } from '../../../lib/locale';
import { button } from '../../../styles/button.css';
import { visuallyHidden } from '../../../styles/layout.css';
import * as css from './certificate-list.css';

/** One card per certificate: course, date, CE hours, and the two PDF downloads. */
export function CertificateList({ certificates }: { certificates: CertificateListItem[] }) {
  const { t } = useTranslation('certificates');
  const locale = useLocale();
  return (
    <section aria-labelledby="certificates-results" className={css.list}>
      <h2 id="certificates-results" className={css.heading}>
        {t('resultsTitle')}
      </h2>
      {certificates.map((c) => {
        const what = t('downloadFor', { title: c.title, date: c.date });
        return (
          <div key={c.id} className={css.card}>
            <h3 className={css.title}>{c.title}</h3>
            <p className={css.meta}>
              {c.date} · {t('ceHoursValue', { hours: formatNumber(c.ceHours, locale) })}
            </p>
            <div className={css.downloads}>
              <a href={c.certificateUrl} download className={button({ variant: 'contained' })}>
                {t('downloadCertificate')}
                <span className={visuallyHidden}> {what}</span>
              </a>
              <a href={c.letterUrl} download className={button({ variant: 'outlined' })}>
                {t('downloadLetter')}
                <span className={visuallyHidden}> {what}</span>
              </a>
            </div>
          </div>
        );
      })}
    </section>
  );
}
