import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ScheduleEvent } from '@portal/domain/schedule/schedule';
import { FormTextField } from '../../../components/form/form-text-field';
import { Notice } from '../../../components/notice';
import { Spinner } from '../../../components/spinner';
import { ApiError, post } from '../../../lib/api-client';
import { button } from '../../../styles/button.css';
import * as css from './waiting-list-dialog.css';

const FIELDS = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', autoComplete: 'email' },
] as const;
type Field = (typeof FIELDS)[number]['name'];

/**
 * "Join the waiting list" for a sold-out session: name and e-mail, checked with the server's own
 * rules before sending; the server answers the person's place in line (and e-mails it).
 * A native modal dialog, placed at the end of the page's body (not inside the table's cell, whose
 * text it would inherit): the browser keeps focus inside it, closes it on Escape and gives focus
 * back to the button that opened it; a click on the dimmed page closes it too.
 */
export function WaitingListDialog({ event, onClose }: { event: ScheduleEvent; onClose: () => void }) {
  const { t } = useTranslation(['schedule', 'errors']);
  const [values, setValues] = useState<Record<Field, string>>({ firstName: '', lastName: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [position, setPosition] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const close = () => ref.current?.close();
  const onClick = (e: MouseEvent<HTMLDialogElement>) => e.target === e.currentTarget && close();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    // The rules (zod) are fetched when the dialog is first sent, not with the schedule.
    const rules = await import('@portal/domain/waiting-list/rules').catch((err: unknown) => void setFailure(err instanceof Error ? err.message : String(err)));
    if (!rules) return;
    const parsed = rules.joinWaitingListSchema.safeParse({ offeringId: event.id, ...values });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), t(i.message)])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setPosition((await post<{ position: number }>('/api/waiting-list/', parsed.data)).position);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(err.fields as Partial<Record<Field, string>>);
      else setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const session = `${event.title}, ${event.when.date}`;
  const titleId = `wl-title-${event.id}`;
  return createPortal(
    <dialog ref={ref} aria-labelledby={titleId} className={css.dialog} onClose={onClose} onClick={onClick}>
      <form noValidate onSubmit={submit} className={css.form}>
        <h2 id={titleId} className={css.title}>
          {t('waitingList.title')}
        </h2>
        <div className={css.content}>
          {position === null ? (
            <div className={css.fields}>
              <p className={css.intro}>{t('waitingList.intro', { session })}</p>
              {FIELDS.map((f) => (
                <FormTextField
                  key={f.name}
                  id={`wl-${event.id}-${f.name}`}
                  label={t(`waitingList.${f.name}`)}
                  name={f.name}
                  type={f.name === 'email' ? 'email' : 'text'}
                  autoComplete={f.autoComplete}
                  value={values[f.name]}
                  onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                  error={errors[f.name]}
                  disabled={busy}
                />
              ))}
              {failure && (
                <Notice severity="error" role="alert">
                  {failure}
                </Notice>
              )}
            </div>
          ) : (
            <Notice severity="success" role="status">
              {t('waitingList.joined', { position })}
            </Notice>
          )}
        </div>
        <div className={css.actions}>
          <button type="button" className={button({ variant: 'text' })} onClick={close}>
            {t('waitingList.cancel')}
          </button>
          {position === null && (
            <button type="submit" className={button()} disabled={busy}>
              {busy && <Spinner size={16} className={css.busy} />}
              {t('waitingList.submit')}
            </button>
          )}
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
