import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UniversityForm as Submission } from '@portal/domain/university/schema';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { ApiError } from '../../../lib/api-client';
import { useSubmitUniversityForm } from '../api/submit-university-form';
import { ErrorSummary } from '../../../components/form/error-summary';
import { idOf, useErrorText } from './form-fields';
import { ContactSection, LicenseSection, PracticeSection } from './form-sections';
import { EMPTY_FORM, isFieldName, type FormValues } from './form-values';
import { SubmitRow } from '../../../components/form/submit-row';
import { HydratedFieldset } from '../../../components/form/hydrated-fieldset';
import * as css from './university-form.css';

/**
 * Step one: the form, checked in the browser with the server's own schema. What was typed stays
 * on any error; the server's field messages show beside their fields, anything else above the
 * button (the generic text on a 5xx).
 */
export function UniversityForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation('university');
  const form = useForm<FormValues, unknown, Submission>({
    // The inputs hold plain text ('' until answered); the schema turns it into the submission.
    resolver: useMemo(() => schemaResolver<FormValues, Submission>(() => import('@portal/domain/university/schema').then((m) => m.UniversityFormSchema)), []),
    defaultValues: EMPTY_FORM,
    mode: 'onTouched',
    // Focus goes to the error summary, which links to each field.
    shouldFocusError: false,
  });
  const errorText = useErrorText();
  const mutation = useSubmitUniversityForm();
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => {
    // Step two's code, fetched while the user types, so the confirmation shows without waiting.
    void import('./submission-received');
  }, []);

  const onSubmit = form.handleSubmit(
    async (submission) => {
      setFormError(null);
      try {
        await mutation.mutateAsync(submission);
        onSubmitted();
      } catch (err) {
        const error = err instanceof ApiError ? err : new ApiError(t('errors:generic'), 0);
        const fields = Object.entries(error.fields).filter(([name]) => isFieldName(name));
        fields.forEach(([name, message]) => form.setError(name as keyof FormValues, { type: 'server', message }));
        // Field errors go to the summary; anything else shows above the button.
        setFormError(fields.length ? null : error.message);
      }
    },
    () => setFormError(null),
  );

  const busy = mutation.isPending;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-busy={busy} className={css.form}>
        <HydratedFieldset>
          <div className={css.parts}>
            <ErrorSummary idOf={idOf} labelOf={(name) => t(`fields.${name}`)} errorText={errorText} />
            <p className={css.note}>{t('requiredNote')}</p>
            <ContactSection />
            <LicenseSection />
            <PracticeSection />
            <SubmitRow busy={busy} label={t('submit')} busyLabel={t('submitting')} message={formError} />
          </div>
        </HydratedFieldset>
      </form>
    </FormProvider>
  );
}
