import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLogin } from 'react-admin';
import { CodeBodySchema, LoginBodySchema } from '@portal/domain/staff/schemas';
import { useFieldErrorText } from '../../components/form/field-error-text';
import { SubmitRow } from '../../components/form/submit-row';
import { ApiError, post } from '../../lib/api-client';
import { AccessCard } from './access-card';

type Credentials = { email: string; password: string };
type Code = { code: string };

/**
 * Sign-in in two steps: e-mail and password, then a code from the authenticator app (or a
 * recovery code). The server keeps who passed the first step in a short-lived cookie.
 */
export function LoginPage() {
  const { t } = useTranslation('admin');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [notice, setNotice] = useState<string | null>(null);
  const startOver = (why: string | null) => {
    setNotice(why);
    setStep('password');
  };
  return (
    <AccessCard heading={t(step === 'password' ? 'login.heading' : 'login.codeHeading')}>
      {step === 'password' ? <PasswordStep notice={notice} onDone={() => setStep('code')} /> : <CodeStep onStartOver={startOver} />}
    </AccessCard>
  );
}

function PasswordStep({ notice, onDone }: { notice: string | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useFieldErrorText('admin');
  const [message, setMessage] = useState<string | null>(notice);
  const form = useForm<Credentials>({ resolver: zodResolver(LoginBodySchema) as unknown as Resolver<Credentials>, mode: 'onBlur' });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      await post('/api/admin/auth/login', values);
      onDone();
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : String(err));
    }
  });
  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={submit}>
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        autoFocus
        {...form.register('email')}
        error={!!errors.email}
        helperText={errorText(errors.email)}
      />
      <TextField
        label={t('password.label')}
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
        error={!!errors.password}
        helperText={errorText(errors.password)}
      />
      <SubmitRow busy={isSubmitting} label={t('login.submit')} busyLabel={t('login.submit')} message={message} />
    </Stack>
  );
}

function CodeStep({ onStartOver }: { onStartOver: (why: string | null) => void }) {
  const { t } = useTranslation('admin');
  const errorText = useFieldErrorText('admin');
  const login = useLogin();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<Code>({ resolver: zodResolver(CodeBodySchema) as unknown as Resolver<Code> });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      await post('/api/admin/auth/code', values);
      await login({});
    } catch (err) {
      if (err instanceof ApiError && err.code === 'loginExpired') return onStartOver(err.message);
      setMessage(err instanceof ApiError ? err.message : String(err));
      form.resetField('code');
    }
  });
  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={submit}>
      <Typography>{t('login.codeIntro')}</Typography>
      <TextField
        label={t('login.code')}
        autoComplete="one-time-code"
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'text', autoCapitalize: 'none', spellCheck: false } }}
        {...form.register('code')}
        error={!!errors.code}
        helperText={errorText(errors.code)}
      />
      <SubmitRow busy={isSubmitting} label={t('login.verify')} busyLabel={t('login.verify')} message={message} />
      <Button variant="text" onClick={() => onStartOver(null)} sx={{ alignSelf: 'flex-start' }}>
        {t('login.startOver')}
      </Button>
    </Stack>
  );
}
