import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HONEYPOT_FIELD, type LeadCountry } from '@portal/domain/leads/lead-form';
import type { ScannerLead } from '@portal/domain/leads/scanner-lead';
import { schemaResolver } from '../form/schema-resolver';
import { ApiError } from '../../lib/api-client';
import { HoneypotField, LeadCountryField, LeadTextField, useLeadErrorText } from '../lead-form/lead-fields';
import { ErrorSummary } from '../form/error-summary';
import { FieldGrid } from '../form/field-grid';
import { Notice } from '../notice';
import { usePostScannerLead } from './api/post-scanner-lead';
import { SubmitRow } from '../form/submit-row';
import { HydratedFieldset } from '../form/hydrated-fieldset';
import * as css from './need-more-info-form.css';

type FormValues = { firstName: string; lastName: string; email: string; phone: string; country: LeadCountry | ''; zip: string; website: string; providerId?: string };
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'country', 'zip'] as const;
const FORM = 'scanner-lead';

/**
 * 'Need more info?': who a scanner specialist should call back (spec sections 2 and 3), checked
 * with the server's schema. On success the form gives way to the thank-you text, which takes focus.
 */
export function NeedMoreInfoForm({ providerId }: { providerId?: string }) {
  const { t } = useTranslation(['scannerTrial', 'leads']);
  const form = useForm<FormValues, unknown, ScannerLead>({
    resolver: useMemo(() => schemaResolver<FormValues, ScannerLead>(() => import('@portal/domain/leads/scanner-lead').then((m) => m.scannerLeadSchema)), []),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', country: '', zip: '', website: '', ...(providerId ? { providerId } : {}) },
    mode: 'onTouched',
    // Focus goes to the error summary, which links to each field.
    shouldFocusError: false,
  });
  const errorText = useLeadErrorText();
  const mutation = usePostScannerLead();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const thanks = useRef<HTMLDivElement>(null);
  const country = useWatch({ control: form.control, name: 'country' });

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const onSubmit = form.handleSubmit(
    async (lead) => {
      setFormError(null);
      try {
        await mutation.mutateAsync({ ...lead, [HONEYPOT_FIELD]: form.getValues(HONEYPOT_FIELD) });
        setSent(true);
      } catch (err) {
        const error = err instanceof ApiError ? err : new ApiError(t('errors:generic'), 0);
        const fields = Object.entries(error.fields).filter(([name]) => (FIELDS as readonly string[]).includes(name));
        fields.forEach(([name, message]) => form.setError(name as (typeof FIELDS)[number], { type: 'server', message }));
        // Field errors go to the summary; anything else shows above the button.
        setFormError(fields.length ? null : error.message);
      }
    },
    () => setFormError(null),
  );

  if (sent) {
    return (
      <Notice severity="success" ref={thanks} tabIndex={-1} role="status" className={css.thanks}>
        {t('contact.thanks')}
      </Notice>
    );
  }
  const busy = mutation.isPending;
  const zipLabel = country ? t(`leads:fields.zip${country}`) : t('leads:fields.zip');
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-busy={busy} aria-labelledby="need-more-info-title" className={css.form}>
        <HydratedFieldset>
          <div className={css.summary}>
            <ErrorSummary idOf={(name) => `${FORM}-${name}`} labelOf={(name) => (name === 'zip' ? zipLabel : t(`leads:fields.${name}`))} errorText={errorText} />
          </div>
          <FieldGrid gap={2}>
            <LeadTextField form={FORM} name="firstName" label={t('leads:fields.firstName')} autoComplete="given-name" />
            <LeadTextField form={FORM} name="lastName" label={t('leads:fields.lastName')} autoComplete="family-name" />
            <LeadTextField form={FORM} name="email" type="email" label={t('leads:fields.email')} autoComplete="email" inputMode="email" />
            <LeadTextField form={FORM} name="phone" type="tel" label={t('leads:fields.phone')} autoComplete="tel" inputMode="tel" />
            <LeadCountryField form={FORM} />
            <LeadTextField form={FORM} name="zip" label={zipLabel} hint={t(`leads:hints.zip${country}`)} autoComplete="postal-code" />
          </FieldGrid>
          <HoneypotField form={FORM} />
          <div className={css.submit}>
            <SubmitRow busy={busy} label={t('contact.submit')} busyLabel={t('contact.submitting')} message={formError} />
          </div>
        </HydratedFieldset>
      </form>
    </FormProvider>
  );
}

