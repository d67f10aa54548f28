import { useTranslation } from 'react-i18next';
import { formatMoney } from '@portal/domain/locale/format';
import type { MyRegistrationView } from '@portal/domain/my-registration/views';
import * as panel from '../../../components/panel.css';
import { useLocale } from '../../../lib/locale';
import { MovePayment } from './move-payment';
import * as css from './move-section.css';

/**
 * A difference staff left due when they moved the registration to a dearer session (issue 50):
 * the amount the server says is left, and the card form to pay it (the dearer move's payment, on
 * that move). The browser never sends an amount; once paid, the page reads the registration again.
 */
export function DueSection({ registration: r, token, onDone }: { registration: MyRegistrationView; token: string; onDone: (message: string) => void }) {
  const { t } = useTranslation('my-registration-page');
  const locale = useLocale();
  const due = r.differenceDue;
  if (!due || r.ended) return null;
  const amount = formatMoney({ cents: due.cents, currency: due.currency }, locale);
  return (
    <section aria-labelledby="due-heading" data-testid="difference-due">
      <h2 id="due-heading" className={panel.heading}>
        {t('due.title')}
      </h2>
      <p className={css.text}>{t('due.text', { amount })}</p>
      <MovePayment
        kind="due"
        token={token}
        hold={{ holdId: due.moveId, sessionId: '', dueCents: due.cents, currency: due.currency, expiresAt: '' }}
        session={r.course.title}
        timeZone={r.course.timeZone}
        onPaid={() => onDone(t('due.paid', { amount }))}
      />
    </section>
  );
}
