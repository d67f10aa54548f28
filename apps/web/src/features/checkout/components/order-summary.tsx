import { Box, Paper, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import type { OrderSummary as Summary } from '@portal/domain/checkout/pricing';
import { ratePercent } from '@portal/domain/checkout/tax';
import { formatMoney, formatNumber } from '@portal/domain/locale/format';
import { PlainTable } from '../../../components/plain-table';
import { ProgressBar } from '../../../components/progress-bar';
import { useLocale } from '../../../lib/locale';

/** The server's summary, formatted in the reader's locale; the browser adds nothing up itself. */
export function OrderSummary({ summary, updating }: { summary: Summary; updating: boolean }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const money = (cents: number) => formatMoney({ cents, currency: summary.currency }, locale);
  const rows: { key: string; label: string; amount: string; strong?: boolean }[] = [
    { key: 'fee', label: t('summary.courseFee'), amount: money(summary.courseFeeCents) },
  ];
  if (summary.discountCents > 0) rows.push({ key: 'discount', label: t('summary.discount', { code: summary.couponCode }), amount: money(-summary.discountCents) });
  if (summary.taxes.length === 0) rows.push({ key: 'tax', label: t('summary.noTax'), amount: money(0) });
  for (const line of summary.taxes) {
    rows.push({ key: line.code, label: t(`summary.tax.${line.code}`, { rate: formatNumber(ratePercent(line.rate), locale) }), amount: money(line.cents) });
  }
  rows.push({ key: 'courseTotal', label: t('summary.courseTotal'), amount: money(summary.courseTotalCents), strong: true });
  if (summary.scannerTrial) rows.push({ key: 'trial', label: t('summary.scannerTrial'), amount: money(summary.scannerTrialCents) });
  rows.push({ key: 'orderTotal', label: t('summary.orderTotal'), amount: money(summary.orderTotalCents), strong: true });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="summary-heading" aria-busy={updating} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="summary-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        {t('summary.title')}
      </Typography>
      {/* Updating shows as a bar of fixed height, not as faded figures (faded text fails contrast). */}
      <Box sx={{ height: 4 }}>{updating && <ProgressBar />}</Box>
      <PlainTable size="small" aria-describedby="summary-currency" data-testid="order-summary">
        <thead style={visuallyHidden}>
          <tr>
            <th scope="col">{t('summary.item')}</th>
            <th scope="col" style={{ textAlign: 'right' }}>
              {t('summary.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-row={r.key}>
              <th scope="row" style={{ paddingLeft: 0, fontWeight: r.strong ? 700 : 400 }}>
                {r.label}
              </th>
              <td style={{ textAlign: 'right', paddingRight: 0, fontWeight: r.strong ? 700 : 400, whiteSpace: 'nowrap' }}>{r.amount}</td>
            </tr>
          ))}
        </tbody>
      </PlainTable>
      <Typography id="summary-currency" variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {t('summary.currency', { currency: summary.currency })}
      </Typography>
    </Paper>
  );
}
