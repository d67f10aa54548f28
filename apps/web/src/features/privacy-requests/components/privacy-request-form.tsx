import { useMemo, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRIVACY_REQUEST_KINDS } from '@portal/domain/privacy/requests';
import type { PrivacyRequestForm as Sent, PrivacyRequestReceived } from '@portal/domain/privacy/request-api';
import { ChoiceGroup } from '../../../components/choice-group';
import { ErrorSummary } from '../../../components/form/error-summary';
import { useFieldErrorText } from '../../../components/form/field-error-text';
import { FormTextField } from '../../../components/form/form-text-field';
import { HydratedFieldset } from '../../../components/form/hydrated-fieldset';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { SubmitRow } from '../../../components/form/submit-row';
import { ApiError } from '../../../lib/api-client';
import { usePostPrivacyRequest } from '../api/privacy-requests';
import * as css from './privacy-request-form.css';

export const NS = 'privacy-form';
const FORM = 'privacy-form';
type Values = { kind: string; email: string; details: string };
const EMPTY: Values = { kind: '', email: '', details: '' };
const isField = (name: string): name is keyof Values => name in EMPTY;
const idOf = (name: string) => `${FORM}-${name}`;

/**
 * The request form (access, correction or erasure), checked in the browser with the server's schema
 * (fetched on the first check, as the contact form's). The server's answer is the same whether or
 * not it holds anything about the address: the page says a link was mailed, whatever the case.
 */
export function PrivacyRequestForm({ onSent }: { onSent: (received: PrivacyRequestReceived) => void }) {
  const { t } = useTranslation(NS);
  const resolver = useMemo(() => schemaResolver<Values, Sent>(() => import('@portal/domain/privacy/request-api').then((m) => m.privacyRequestFormSchema)), []);
  const form = useForm<Values, unknown, Sent>({ resolver, defaultValues: EMPTY, mode: 'onTouched', shouldFocusError: false });
  const errorText = useFieldErrorText(NS);
  const mutation = usePostPrivacyRequest();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        onSent(await mutation.mutateAsync(values));
      } catch (err) {
        const error = err instanceof ApiError ? err : new ApiError(t('errors:generic'), 0);
        const fields = Object.entries(error.fields).filter(([name]) => isField(name));
        fields.forEach(([name, message]) => form.setError(name as keyof Values, { type: 'server', message }));
        setFormError(fields.length ? null : error.message);
      }
    },
    () => setFormError(null),
  );

  const kinds = PRIVACY_REQUEST_KINDS.map((kind) => ({
    value: kind,
    label: (
      <span>
        <span className={css.kindLabel}>{t(`kinds.${kind}.label`)}</span>
        <span className={css.kindDescription}>{t(`kinds.${kind}.description`)}</span>
      </span>
    ),
  }));
  const busy = mutation.isPending;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-busy={busy} aria-labelledby="privacy-request-title" className={css.form}>
        <HydratedFieldset>
          <div className={css.fields}>
            <ErrorSummary idOf={idOf} labelOf={(name) => t(`fields.${name}`)} errorText={errorText} />
            {/* ChoiceGroup itself (not ChoiceField): each option carries a sentence under its name. */}
            <Controller
              name="kind"
              control={form.control}
              render={({ field, fieldState }) => (
                <ChoiceGroup
                  name={idOf('kind')}
                  legend={t('fields.kind')}
                  options={kinds}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={errorText(fieldState.error)}
                  required
                />
              )}
            />
            <Controller
              name="email"
              control={form.control}
              render={({ field, fieldState }) => (
                <FormTextField
                  id={idOf('email')}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  type="email"
                  label={t('fields.email')}
                  hint={t('hints.email')}
                  autoComplete="email"
                  error={errorText(fieldState.error)}
                  slotProps={{ htmlInput: { inputMode: 'email' } }}
                />
              )}
            />
            <Controller
              name="details"
              control={form.control}
              render={({ field, fieldState }) => (
                <FormTextField
                  id={idOf('details')}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  label={t('fields.details')}
                  hint={t('hints.details')}
                  optional
                  multiline
                  minRows={5}
                  error={errorText(fieldState.error)}
                  slotProps={{ htmlInput: { maxLength: 2000 } }}
                />
              )}
            />
            <p className={css.identity}>{t('form.identity')}</p>
            <SubmitRow busy={busy} label={t('form.submit')} busyLabel={t('form.submitting')} message={formError} />
          </div>
        </HydratedFieldset>
      </form>
    </FormProvider>
  );
}
