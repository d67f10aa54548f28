import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@portal/domain/locale/format';
import { Notice } from '../../../components/notice';
import { useLocale } from '../../../lib/locale';
import { useVerification } from '../api/get-verification';
import * as css from './verification-result.css';

/** Who earned the certificate, for which course and when; a clear message for an unknown code. */
export function VerificationResult({ code, loading }: { code: string; loading: ReactNode }) {
  const { t } = useTranslation('certificates');
  const locale = useLocale();
  const query = useVerification(code, locale);
  if (query.error) return <Notice severity="warning">{query.error.message}</Notice>;
  const v = query.data;
  if (!v) return loading;
  if (v.anonymised) return <Notice severity="success">{t('verify.anonymised', { code: v.code })}</Notice>;
  return (
    <div className={css.card}>
      <Notice severity="success" className={css.valid}>
        {t('verify.valid')}
      </Notice>
      <dl className={css.facts}>
        <dt>{t('verify.name')}</dt>
        <dd>{v.name}</dd>
        <dt>{t('verify.course')}</dt>
        <dd>{v.title}</dd>
        <dt>{t('verify.date')}</dt>
        <dd>{v.date}</dd>
        <dt>{t('verify.ceHours')}</dt>
        <dd>{formatNumber(v.ceHours, locale)}</dd>
        <dt>{t('verify.code')}</dt>
        <dd>{v.code}</dd>
      </dl>
    </div>
  );
}
