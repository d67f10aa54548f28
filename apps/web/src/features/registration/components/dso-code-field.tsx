import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegistrationInput } from '@portal/domain/registration/schema';
import { Notice } from '../../../components/notice';
import { useVerifyDsoCode } from '../api/verify-dso-code';
import { button } from '../../../styles/button.css';
import { TextInput } from './form-fields';
import * as css from './dso-code-field.css';
import * as sections from './form-sections.css';

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
    <section aria-labelledby="section-dso">
      <h2 id="section-dso" className={sections.title}>
        {t('sections.dso')}
      </h2>
      <div className={css.row}>
        <div className={css.field}>
          <TextInput name="dsoCode" label={t('fields.dsoCode')} optional help={t('help.dsoCode')} autoComplete="off" />
        </div>
        <button type="button" className={`${button({ variant: 'outlined' })} ${css.verify}`} onClick={onVerify} disabled={verify.isPending || !code?.trim()}>
          {verify.isPending ? t('dso.verifying') : t('dso.verify')}
        </button>
      </div>
      <div role="status" aria-live="polite" className={css.result[verify.isIdle || verify.isPending ? 'none' : 'shown']}>
        {verify.isSuccess && <Notice severity="success">{t('dso.valid')}</Notice>}
        {verify.error && <Notice severity="error">{verify.error.message}</Notice>}
      </div>
    </section>
  );
}
