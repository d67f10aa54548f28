import { Box, Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegistrationInput } from '@portal/domain/registration/schema';
import { Notice } from '../../../components/notice';
import { useVerifyDsoCode } from '../api/verify-dso-code';
import { TextInput } from './form-fields';

/** The DSO discount code with its verify action: verifying, then validated or invalid (spec section 4). */
export function DsoCodeField() {
  const { t } = useTranslation('registration');
  const { getValues, clearErrors } = useFormContext<RegistrationInput>();
  const code = useWatch<RegistrationInput>({ name: 'dsoCode' }) as string | undefined;
  const verify = useVerifyDsoCode();
  const { reset } = verify;

  // A result is about the code that was verified: typing another one clears it.
  useEffect(() => reset(), [code, reset]);

  const onVerify = () => {
    const value = (getValues('dsoCode') ?? '').trim();
    if (!value) return;
    clearErrors('dsoCode');
    verify.mutate(value);
  };

  return (
    <Box component="section" aria-labelledby="section-dso">
      <Typography id="section-dso" variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' }, mb: 2 }}>
        {t('sections.dso')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ flex: 1, maxWidth: { sm: 420 } }}>
          <TextInput name="dsoCode" label={t('fields.dsoCode')} optional help={t('help.dsoCode')} autoComplete="off" />
        </Box>
        <Button variant="outlined" onClick={onVerify} disabled={verify.isPending || !code?.trim()} sx={{ minHeight: 56, whiteSpace: 'nowrap' }}>
          {verify.isPending ? t('dso.verifying') : t('dso.verify')}
        </Button>
      </Box>
      <Box role="status" aria-live="polite" sx={{ mt: verify.isIdle || verify.isPending ? 0 : 2 }}>
        {verify.isSuccess && <Notice severity="success">{t('dso.valid')}</Notice>}
        {verify.error && <Notice severity="error">{verify.error.message}</Notice>}
      </Box>
    </Box>
  );
}
