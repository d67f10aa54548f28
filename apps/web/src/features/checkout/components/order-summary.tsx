import { useTranslation } from 'react-i18next';
import type { OrderSummary as Summary } from '@portal/domain/checkout/pricing';
import { ratePercent } from '@portal/domain/checkout/tax';
import { formatMoney, formatNumber } from '@portal/domain/locale/format';
import { PlainTable } from '../../../components/plain-table';
import { ProgressBar } from '../../../components/progress-bar';
import { useLocale } from '../../../lib/locale';
import { visuallyHidden } from '../../../styles/layout.css';
import * as css from './order-summary.css';
import * as panel from './panel.css';

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
    <section aria-labelledby="summary-heading" aria-busy={updating} className={panel.panel}>
      <h2 id="summary-heading" className={panel.heading}>
        {t('summary.title')}
      </h2>
      {/* Updating shows as a bar of fixed height, not as faded figures (faded text fails contrast). */}
      <div className={css.bar}>{updating && <ProgressBar />}</div>
      <PlainTable size="small" aria-describedby="summary-currency" data-testid="order-summary">
        <thead className={visuallyHidden}>
          <tr>
            <th scope="col">{t('summary.item')}</th>
            <th scope="col" className={css.amountHead}>
              {t('summary.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-row={r.key}>
              <th scope="row" className={css.label[r.strong ? 'strong' : 'regular']}>
                {r.label}
              </th>
              <td className={css.amount[r.strong ? 'strong' : 'regular']}>{r.amount}</td>
            </tr>
          ))}
        </tbody>
      </PlainTable>
      <p id="summary-currency" className={css.currency}>
        {t('summary.currency', { currency: summary.currency })}
      </p>
    </section>
  );
}
