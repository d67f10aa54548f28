import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Money } from '@portal/domain/locale/format';
import type { MyRegistrationView } from '@portal/domain/my-registration/views';
import { HydratedButton } from '../../../components/form/hydrated-button';
import * as panel from '../../../components/panel.css';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { useCancelRegistration } from '../api/cancel-registration';
import { useMyRegistration } from '../api/get-my-registration';
import { CancelTerms } from './cancel-terms';
import { ConfirmDialog } from './confirm-dialog';
import * as css from './cancel-section.css';

/**
 * Cancel: what comes back is said before the button, and again in the dialog that asks to confirm.
 * The request carries the refund the page promised; when the server's answer now differs (a
 * cut-off passed meanwhile: 409) the page reads the registration again and the dialog shows the new
 * terms with the server's words above them, for a second, informed confirm.
 */
export function CancelSection({ registration: r, token, onDone }: { registration: MyRegistrationView; token: string; onDone: (message: string) => void }) {
  const { t } = useTranslation('my-registration-page');
  const locale = useLocale();
  const cancel = useCancelRegistration(token, locale);
  const { refetch } = useMyRegistration(token, locale);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const c = r.actions.cancel;
  if (!c) return null;
  const live = r.course.courseType === 'live';
  const amount = formatMoney({ cents: c.refundCents, currency: c.currency as Money['currency'] }, locale);

  const confirm = () => {
    setError(null);
    cancel.mutate(
      { expectedRefundCents: c.refundCents },
      {
        onSuccess: () => {
          setOpen(false);
          onDone(c.refundCents > 0 ? t('cancel.done', { amount }) : t('cancel.doneNoRefund'));
        },
        onError: (err) => {
          setError(err.message);
          // The terms changed (or the registration did): show what holds now.
          if (err instanceof ApiError && err.status >= 400 && err.status < 500) void refetch();
        },
      },
    );
  };

  return (
    <section aria-labelledby="cancel-heading" className={panel.panel}>
      <h2 id="cancel-heading" className={panel.heading}>
        {t('cancel.title')}
      </h2>
      <CancelTerms cancel={c} timeZone={r.course.timeZone} live={live} />
      {c.allowed && (
        <HydratedButton variant="outlined" className={css.open} onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t('cancel.button')}
        </HydratedButton>
      )}
      {open && (
        <ConfirmDialog
          title={t('cancel.dialogTitle')}
          confirmLabel={t('cancel.confirm')}
          busyLabel={t('cancel.confirming')}
          closeLabel={t('cancel.keep')}
          busy={cancel.isPending}
          error={error}
          onConfirm={confirm}
          onClose={() => {
            setOpen(false);
            setError(null);
          }}
        >
          <p className={css.text}>{t('cancel.dialogText')}</p>
          <p className={css.refund} data-testid="cancel-refund">
            {c.refundCents > 0 ? t('cancel.refundLine', { amount }) : t(c.share === 'unpaid' ? 'cancel.unpaidLine' : 'cancel.noRefundLine')}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
