import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { REGISTRATION_COMPLETE_CODE } from '@portal/domain/registration/complete';
import { PATHS } from '@portal/domain/site/paths';
import { FormTextField } from '../../../components/form/form-text-field';
import { Notice } from '../../../components/notice';
import { ApiError } from '../../../lib/api-client';
import { RESUME_TOKEN_TTL_MINUTES } from '@portal/domain/registration/resume-limits';
import { HydratedButton } from '../../../components/form/hydrated-button';
import { useRequestResumeLink } from '../api/request-resume-link';
import * as css from './resume-form.css';

/**
 * Asks for the e-mail of an earlier registration; the server e-mails a single-use link to it.
 * Only the owner of the mailbox sees the registration: this form learns nothing but 'sent'.
 * The address is checked by the server (its message comes back in the user's locale), which keeps
 * the schema library out of this dialog's download. `actions` go beside the send button (classed
 * with `css.action` from resume-form.css).
 */
export function ResumeForm({ id, actions }: { id: string; actions?: ReactNode }) {
  const { t } = useTranslation('registration');
  const [email, setEmail] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const send = useRequestResumeLink();
  const navigate = useNavigate();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!value) {
      setClientError(t('errors:validation.required'));
      return;
    }
    setClientError(null);
    // A paid registration gets no link: the 'Registration already complete' page instead.
    send.mutate(value, { onError: (err) => err instanceof ApiError && err.code === REGISTRATION_COMPLETE_CODE && navigate(PATHS.registrationComplete) });
  };

  const error = clientError ?? (send.error?.message ?? null);
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('resume.open')}>
      <FormTextField
        id={`${id}-email`}
        type="email"
        label={t('resume.email')}
        hint={t('resume.emailHint')}
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          if (!send.isIdle) send.reset();
        }}
        autoComplete="email"
        error={error ?? undefined}
        slotProps={{ htmlInput: { inputMode: 'email', maxLength: 254 } }}
      />
      <div role="status" aria-live="polite">
        {send.isSuccess && (
          <Notice severity="success" className={css.sent}>
            {t('resume.sent', { minutes: RESUME_TOKEN_TTL_MINUTES })}
          </Notice>
        )}
      </div>
      <div className={css.actions}>
        {/* The resume page may be the server's: until the app has adopted it, a native submit would reload it. */}
        <HydratedButton type="submit" className={css.action} disabled={send.isPending}>
          {send.isPending ? t('resume.sending') : t('resume.send')}
        </HydratedButton>
        {actions}
      </div>
    </form>
  );
}
