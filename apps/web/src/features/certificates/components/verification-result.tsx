import { Box, Paper } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@portal/domain/locale/format';
import { Notice } from '../../../components/notice';
import { useLocale } from '../../../lib/locale';
import { useVerification } from '../api/get-verification';

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
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Notice severity="success" sx={{ mb: 2 }}>
        {t('verify.valid')}
      </Notice>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 3, rowGap: 1, '& dt': { fontWeight: 700 }, '& dd': { m: 0 } }}>
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
      </Box>
    </Paper>
  );
}
