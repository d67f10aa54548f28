import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../spinner';
import { button } from '../../styles/button.css';
import * as css from './sandbox-authentication-dialog.css';

/**
 * The sandbox's bank window (see useSandboxAuthentication): approve or refuse the payment. A native
 * modal dialog: the browser keeps focus inside and makes the page behind it inert. Escape refuses,
 * as closing a bank's 3-D Secure window does; a click on the dimmed page does nothing.
 */
export function SandboxAuthenticationDialog({ open, amount, sending, onAnswer }: { open: boolean; amount: string; sending: boolean; onAnswer: (approve: boolean) => void }) {
  const { t } = useTranslation('checkout');
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby="bank-auth-title"
      aria-describedby="bank-auth-text"
      className={css.dialog}
      onCancel={(e) => {
        e.preventDefault();
        if (!sending) onAnswer(false);
      }}
    >
      <h2 id="bank-auth-title" className={css.title}>
        {t('authentication.title')}
      </h2>
      <div className={css.content}>
        <p id="bank-auth-text" className={css.text}>
          {t('authentication.sandboxText', { amount })}
        </p>
      </div>
      <div className={css.actions}>
        <button type="button" className={button({ variant: 'text' })} onClick={() => onAnswer(false)} disabled={sending}>
          {t('authentication.refuse')}
        </button>
        <button type="button" className={button({ variant: 'contained' })} onClick={() => onAnswer(true)} disabled={sending}>
          {sending && (
            <span className={css.icon}>
              <Spinner size={16} />
            </span>
          )}
          {t('authentication.approve')}
        </button>
      </div>
    </dialog>
  );
}
