import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FindRegistrationsRequest } from '@portal/domain/my-registration/schema';
import { ErrorSummary } from '../../../components/form/error-summary';
import { useFieldErrorText } from '../../../components/form/field-error-text';
import { FormTextField } from '../../../components/form/form-text-field';
import { HydratedFieldset } from '../../../components/form/hydrated-fieldset';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { SubmitRow } from '../../../components/form/submit-row';
import { Notice } from '../../../components/notice';
import { ApiError } from '../../../lib/api-client';
import { useFindRegistrations } from '../api/find-registrations';
import * as css from './find-registrations-form.css';

const NS = 'my-registration-page';
const EMAIL_ID = 'find-registrations-email';

/**
 * One e-mail field, checked in the browser with the server's schema (fetched on the first check),
 * then sent: the server mails a link to every registration of the address. What the page says
 * after is the same whether or not the address has registrations; too many requests from this
 * browser get their own message (429).
 */
export function FindRegistrationsForm() {
  const { t } = useTranslation(NS);
  const resolver = useMemo(() => schemaResolver<{ email: string }, FindRegistrationsRequest>(() => import('@portal/domain/my-registration/schema').then((m) => m.FindRegistrationsSchema)), []);
  const form = useForm<{ email: string }, unknown, FindRegistrationsRequest>({ resolver, defaultValues: { email: '' }, mode: 'onSubmit', shouldFocusError: false });
  const errorText = useFieldErrorText(NS);
  const find = useFindRegistrations();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      setSentTo(null);
      try {
        await find.mutateAsync(values);
        setSentTo(values.email);
      } catch (err) {
        const error = err instanceof ApiError ? err : new ApiError(t('errors:generic'), 0);
        if (error.fields.email) form.setError('email', { type: 'server', message: error.fields.email });
        else setFormError(error.status === 429 ? t('find.tooMany') : error.message);
      }
    },
    () => {
      setFormError(null);
      setSentTo(null);
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={find.isPending} aria-labelledby="find-registrations-title">
      <HydratedFieldset>
        <div className={css.fields}>
          <ErrorSummary control={form.control} idOf={() => EMAIL_ID} labelOf={() => t('find.email')} errorText={errorText} />
          <Controller
            name="email"
            control={form.control}
            render={({ field, fieldState }) => (
              <FormTextField
                id={EMAIL_ID}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                type="email"
                label={t('find.email')}
                autoComplete="email"
                error={errorText(fieldState.error)}
                slotProps={{ htmlInput: { inputMode: 'email', maxLength: 254 } }}
              />
            )}
          />
          <div role="status">
            {sentTo && (
              <Notice severity="success" role="none">
                {t('find.sent', { email: sentTo })}
              </Notice>
            )}
          </div>
          <SubmitRow busy={find.isPending} label={t('find.submit')} busyLabel={t('find.sending')} message={formError} />
        </div>
      </HydratedFieldset>
    </form>
  );
}
