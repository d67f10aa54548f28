import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CertificateLookup as Lookup } from '@portal/domain/certificates/certificates';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { ErrorSummary } from '../../../components/form/error-summary';
import { useFieldErrorText } from '../../../components/form/field-error-text';
import { FormTextField } from '../../../components/form/form-text-field';
import { HydratedFieldset } from '../../../components/form/hydrated-fieldset';
import { SubmitRow } from '../../../components/form/submit-row';
import { Notice } from '../../../components/notice';
import { useLocale } from '../../../lib/locale';
import { useCertificates } from '../api/get-certificates';
import { CertificateList } from './certificate-list';
import * as css from './certificate-lookup.css';

/**
 * The e-mail form, checked in the browser with the server's schema ('Invalid email'), then the
 * attendee's certificates or the server's message for anyone else.
 */
export function CertificateLookup() {
  const { t } = useTranslation('certificates');
  const locale = useLocale();
  const [lookup, setLookup] = useState<{ email: string; attempt: number } | null>(null);
  const form = useForm<{ email: string }, unknown, Lookup>({ resolver: useMemo(() => schemaResolver<{ email: string }, Lookup>(() => import('@portal/domain/certificates/certificates').then((m) => m.CertificateLookupSchema)), []), defaultValues: { email: '' }, mode: 'onSubmit', shouldFocusError: false });
  const errorText = useFieldErrorText('certificates');
  const query = useCertificates(lookup, locale);
  const busy = query.isLoading;

  return (
    <div className={css.lookup}>
      <form noValidate aria-labelledby="certificate-title" onSubmit={form.handleSubmit((v) => setLookup((last) => (last?.email === v.email && !query.error ? last : { email: v.email, attempt: (last?.attempt ?? 0) + 1 })))}>
        <HydratedFieldset>
          <div className={css.fields}>
            <ErrorSummary control={form.control} idOf={() => 'certificate-email'} labelOf={() => t('emailLabel')} errorText={errorText} />
            <Controller
              name="email"
              control={form.control}
              render={({ field, fieldState }) => (
                <FormTextField
                  {...field}
                  inputRef={field.ref}
                  id="certificate-email"
                  type="email"
                  label={t('emailLabel')}
                  autoComplete="email"
                  error={errorText(fieldState.error)}
                  slotProps={{ htmlInput: { inputMode: 'email' } }}
                />
              )}
            />
            <SubmitRow busy={busy} label={t('submit')} busyLabel={t('searching')} />
          </div>
        </HydratedFieldset>
      </form>
      <div aria-live="polite">
        {query.error && (
          <Notice severity="info" role="alert">
            {query.error.message}
          </Notice>
        )}
        {query.data && <CertificateList certificates={query.data.certificates} />}
      </div>
    </div>
  );
}
