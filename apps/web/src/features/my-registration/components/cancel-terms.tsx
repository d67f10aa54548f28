import { useTranslation } from 'react-i18next';
import type { MyRegistrationActions } from '@portal/domain/my-registration/actions';
import { formatMoney, formatPercent, type Money } from '@portal/domain/locale/format';
import { useLocale } from '../../../lib/locale';
import { useInstant } from './use-instant';
import * as css from './cancel-section.css';

type Cancel = NonNullable<MyRegistrationActions['cancel']>;

/**
 * What cancelling now gives back, as the server decided it, said before the click: everything
 * until a cut-off (said in the session's time zone) and what comes back after it; the late share;
 * or nothing. An on-demand course refunds in full within days of paying, nothing after. Before
 * paying, nothing comes back and cancelling frees the seats.
 */
export function CancelTerms({ cancel: c, timeZone, live }: { cancel: Cancel; timeZone: string; live: boolean }) {
  const { t } = useTranslation('my-registration-page');
  const locale = useLocale();
  const instant = useInstant(timeZone);
  const amount = formatMoney({ cents: c.refundCents, currency: c.currency as Money['currency'] }, locale);
  const percent = formatPercent(c.lateRefundPercent, locale);
  if (!c.allowed) return <p className={css.text}>{t('cancel.notAllowed')}</p>;
  return (
    <div data-testid="cancel-terms" className={css.terms}>
      {c.share === 'full' && (
        <>
          <p className={css.text}>{t('cancel.full', { amount })}</p>
          {c.fullRefundUntil && (
            <p className={css.text} suppressHydrationWarning>
              {t(live ? 'cancel.fullUntil' : 'cancel.fullUntilOnDemand', { until: instant(c.fullRefundUntil) })}
            </p>
          )}
          {live && <p className={css.text}>{c.lateRefundPercent > 0 ? t('cancel.late', { percent }) : t('cancel.lateNone')}</p>}
        </>
      )}
      {c.share === 'partial' && <p className={css.text}>{t('cancel.partial', { amount, percent })}</p>}
      {c.share === 'none' && <p className={css.text}>{t(live ? 'cancel.none' : 'cancel.noneOnDemand')}</p>}
      {c.share === 'unpaid' && <p className={css.text}>{t('cancel.unpaid')}</p>}
    </div>
  );
}
