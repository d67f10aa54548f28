import { Box, Button } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { REGISTRATION_COMPLETE_CODE } from '@portal/domain/registration/complete';
import { PATHS } from '@portal/domain/site/paths';
import { FormTextField } from '../../../components/form/form-text-field';
import { Notice } from '../../../components/notice';
import { ApiError } from '../../../lib/api-client';
import { RESUME_TOKEN_TTL_MINUTES } from '@portal/domain/registration/resume-limits';
import { useRequestResumeLink } from '../api/request-resume-link';

/**
 * Asks for the e-mail of an earlier registration; the server e-mails a single-use link to it.
 * Only the owner of the mailbox sees the registration: this form learns nothing but 'sent'.
 * The address is checked by the server (its message comes back in the user's locale), which keeps
 * the schema library out of this dialog's download.
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
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('resume.open')}>
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
      <Box role="status" aria-live="polite">
        {send.isSuccess && (
          <Notice severity="success" sx={{ mt: 1, mb: 2 }}>
            {t('resume.sent', { minutes: RESUME_TOKEN_TTL_MINUTES })}
          </Notice>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
        <Button type="submit" variant="contained" disabled={send.isPending} sx={{ minHeight: 48, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
          {send.isPending ? t('resume.sending') : t('resume.send')}
        </Button>
        {actions}
      </Box>
    </Box>
  );
}
