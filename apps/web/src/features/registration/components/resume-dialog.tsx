import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RESUME_TOKEN_TTL_MINUTES } from '@portal/domain/registration/resume-limits';
import { button } from '../../../styles/button.css';
import { ResumeForm } from './resume-form';
import * as css from './resume-dialog.css';
import { action } from './resume-form.css';

/**
 * The modal of the information page: continue an earlier registration by e-mail, or start a new
 * one. A native modal dialog: the browser keeps focus inside, makes the page inert, closes it on
 * Escape and gives focus back to the button that opened it; a click on the dimmed page closes it too.
 */
export function ResumeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('registration');
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const close = () => ref.current?.close();
  return (
    <dialog
      ref={ref}
      aria-labelledby="resume-title"
      aria-describedby="resume-text"
      className={css.dialog}
      onClose={onClose}
      onClick={(e) => e.target === e.currentTarget && close()}
    >
      <h2 id="resume-title" className={css.title}>
        {t('resume.title')}
      </h2>
      <div className={css.content}>
        <p id="resume-text" className={css.text}>
          {t('resume.text', { minutes: RESUME_TOKEN_TTL_MINUTES })}
        </p>
        <ResumeForm
          id="resume-dialog"
          actions={
            <button type="button" className={`${button({ variant: 'outlined' })} ${action}`} onClick={close}>
              {t('resume.new')}
            </button>
          }
        />
      </div>
    </dialog>
  );
}
