import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { passwordField } from '@portal/domain/staff/schemas';
import { useFieldErrorText } from '../../components/form/field-error-text';
import { SubmitRow } from '../../components/form/submit-row';
import { ApiError, post } from '../../lib/api-client';
import { AccessCard } from './access-card';
import { RecoveryCodes } from './recovery-codes';

type Enrolment = { secret: string; uri: string; qrDataUrl: string };
const PasswordSchema = z.object({ password: passwordField() });
const ConfirmSchema = z.object({ code: z.string().check(z.trim(), z.regex(/^\d{6}$/, { error: 'admin:login.badCode' })) });

/**
 * /admin/setup?token=…: the single-use link from `npm run admin:create` or an invitation.
 * Choose a password, enrol an authenticator app (QR code or key), confirm with a code, then the
 * recovery codes are shown once.
 */
export function SetupPage() {
  const { t } = useTranslation('admin');
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const [account, setAccount] = useState<{ email: string } | 'invalid' | null>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  useEffect(() => {
    post<{ email: string }>('/api/admin/setup/check', { token }).then(setAccount, () => setAccount('invalid'));
  }, [token]);

  if (account === null) {
    return (
      <AccessCard heading={t('setup.heading')}>
        <CircularProgress aria-label={t('setup.heading')} />
      </AccessCard>
    );
  }
  if (account === 'invalid') {
    return (
      <AccessCard heading={t('setup.heading')}>
        <Alert severity="error">{t('setup.invalidLink')}</Alert>
      </AccessCard>
    );
  }
  if (codes) {
    return (
      <AccessCard heading={t('setup.recoveryHeading')}>
        <RecoveryCodes codes={codes} />
      </AccessCard>
    );
  }
  return (
    <AccessCard heading={t('setup.heading')}>
      <Typography>{t('setup.intro', { email: account.email })}</Typography>
      {enrolment ? <ConfirmStep token={token} enrolment={enrolment} onDone={setCodes} /> : <PasswordStep token={token} email={account.email} onDone={setEnrolment} />}
    </AccessCard>
  );
}

function PasswordStep({ token, email, onDone }: { token: string; email: string; onDone: (e: Enrolment) => void }) {
  const { t } = useTranslation('admin');
  const errorText = useFieldErrorText('admin');
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<{ password: string }>({ resolver: zodResolver(PasswordSchema) as unknown as Resolver<{ password: string }> });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    setMessage(null);
    try {
      onDone(await post<Enrolment>('/api/admin/setup/password', { token, password }));
    } catch (err) {
      if (err instanceof ApiError && err.fields.password) form.setError('password', { type: 'server', message: err.fields.password });
      else setMessage(err instanceof ApiError ? err.message : String(err));
    }
  });
  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={submit}>
      <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
        {t('setup.passwordStep')}
      </Typography>
      {/* The e-mail lets password managers save the pair under the right account. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label={t('password.newLabel')}
        type="password"
        autoComplete="new-password"
        autoFocus
        {...form.register('password')}
        error={!!errors.password}
        helperText={errorText(errors.password) ?? t('password.hint')}
      />
      <SubmitRow busy={isSubmitting} label={t('setup.continue')} busyLabel={t('setup.continue')} message={message} />
    </Stack>
  );
}

function ConfirmStep({ token, enrolment, onDone }: { token: string; enrolment: Enrolment; onDone: (codes: string[]) => void }) {
  const { t } = useTranslation('admin');
  const errorText = useFieldErrorText('admin');
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<{ code: string }>({ resolver: zodResolver(ConfirmSchema) as unknown as Resolver<{ code: string }> });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    setMessage(null);
    try {
      onDone((await post<{ recoveryCodes: string[] }>('/api/admin/setup/confirm', { token, code })).recoveryCodes);
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : String(err));
    }
  });
  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={submit}>
      <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
        {t('setup.totpStep')}
      </Typography>
      <Typography>{t('setup.totpIntro')}</Typography>
      <Box component="img" src={enrolment.qrDataUrl} alt={t('setup.qrAlt')} width={220} height={220} sx={{ alignSelf: 'center' }} />
      <TextField label={t('setup.secretLabel')} value={enrolment.secret} slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'totp-secret' } }} />
      <TextField
        label={t('login.code')}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...form.register('code')}
        error={!!errors.code}
        helperText={errorText(errors.code)}
      />
      <SubmitRow busy={isSubmitting} label={t('setup.confirm')} busyLabel={t('setup.confirm')} message={message} />
    </Stack>
  );
}
