import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { Notice } from '../../../components/notice';
import { Spinner } from '../../../components/spinner';
import { button } from '../../../styles/button.css';
import * as css from './confirm-dialog.css';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  closeLabel: string;
  busy: boolean;
  /** The server's refusal, in the page's locale. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * "Are you sure?" before an action that cannot be taken back (cancel, move): a native modal
 * dialog at the end of the page's body (styles/dialog.css.ts), which keeps focus inside, closes on
 * Escape and gives focus back to the button that opened it. While the request runs it stays open
 * (Escape and the dimmed page do nothing) and its button says so.
 */
export function ConfirmDialog({ title, children, confirmLabel, busyLabel, closeLabel, busy, error, onConfirm, onClose }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const close = () => !busy && ref.current?.close();
  const onCancel = (e: SyntheticEvent) => busy && e.preventDefault();
  const onClick = (e: MouseEvent<HTMLDialogElement>) => e.target === e.currentTarget && close();

  return createPortal(
    <dialog ref={ref} aria-labelledby={titleId} aria-busy={busy} className={css.dialog} onClose={onClose} onCancel={onCancel} onClick={onClick}>
      <h2 id={titleId} className={css.title}>
        {title}
      </h2>
      <div className={css.content}>
        {error && (
          <Notice severity="warning" role="alert" className={css.error}>
            {error}
          </Notice>
        )}
        {children}
      </div>
      <div className={css.actions}>
        <button type="button" className={button({ variant: 'text' })} onClick={close} disabled={busy}>
          {closeLabel}
        </button>
        <button type="button" className={button()} onClick={onConfirm} disabled={busy}>
          {busy && <Spinner size={16} className={css.busy} />}
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
