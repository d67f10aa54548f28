import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContactLead } from '@portal/domain/leads/contact-lead';
import { leadSubmitEvent } from '@portal/domain/leads/contact-options';
import { HONEYPOT_FIELD } from '@portal/domain/leads/lead-form';
import { ErrorSummary } from '../../../components/form/error-summary';
import { HoneypotField, useLeadErrorText } from '../../../components/lead-form/lead-fields';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { pushEvent } from '../../../lib/tracking';
import { usePostContactLead } from '../api/post-contact-lead';
import { AboutYouSection, FORM, HelpSection, PracticeSection } from './contact-sections';
import { SubmitRow } from '../../../components/form/submit-row';
import { HydratedFieldset } from '../../../components/form/hydrated-fieldset';
import { schemaResolver } from '../../../components/form/schema-resolver';
import * as css from './contact-form.css';
import type { ContactFormValues } from './contact-values';

export type { ContactFormValues } from './contact-values';
const EMPTY: ContactFormValues = {
  firstName: '', lastName: '', email: '', phone: '', country: '', state: '', city: '', zip: '', howCanWeHelp: '',
  professionalCategory: '', professionalSubCategory: '', marketingConsent: false, website: '',
};
const isField = (name: string): name is keyof ContactFormValues => name in EMPTY;

/**
 * The contact-us lead form, checked in the browser with the server's schema for this locale.
 * On success it pushes the locale's lead key to the data layer, with the two answers that are
 * not personal data: { event: 'provider-en-lead-submit' | 'provider-fr-lead-submit',
 * how_can_we_help, professional_category }.
 */
export function ContactForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation('leads');
  const locale = useLocale();
  const resolver = useMemo(
    () => schemaResolver<ContactFormValues, ContactLead>(() => import('@portal/domain/leads/contact-lead').then((m) => m.contactLeadSchema(locale))),
    [locale],
  );
  const form = useForm<ContactFormValues, unknown, ContactLead>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onTouched',
    // Focus goes to the error summary, which links to each field.
    shouldFocusError: false,
  });
  const errorText = useLeadErrorText();
  const mutation = usePostContactLead();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async (lead) => {
      setFormError(null);
      try {
        await mutation.mutateAsync({ ...lead, [HONEYPOT_FIELD]: form.getValues(HONEYPOT_FIELD) });
        pushEvent({ event: leadSubmitEvent(locale), how_can_we_help: lead.howCanWeHelp, professional_category: lead.professionalCategory });
        onSubmitted();
      } catch (err) {
        const error = err instanceof ApiError ? err : new ApiError(t('errors:generic'), 0);
        const fields = Object.entries(error.fields).filter(([name]) => isField(name));
        fields.forEach(([name, message]) => form.setError(name as keyof ContactFormValues, { type: 'server', message }));
        // Field errors go to the summary; anything else shows above the button.
        setFormError(fields.length ? null : error.message);
      }
    },
    () => setFormError(null),
  );

  const country = useWatch({ control: form.control, name: 'country' });
  /** A field's label, as the summary's link text (the region and postal code are named for the country). */
  const labelOf = (name: string) => (country && (name === 'state' || name === 'zip') ? t(`fields.${name}${country}`) : t(`fields.${name}`));

  const busy = mutation.isPending;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-busy={busy} aria-labelledby="contact-title" className={css.form}>
        <HydratedFieldset>
          <div className={css.parts}>
            <ErrorSummary idOf={(name) => `${FORM}-${name}`} labelOf={labelOf} errorText={errorText} />
            <p className={css.note}>{t('contact.requiredNote')}</p>
            <AboutYouSection />
            <PracticeSection />
            <HelpSection />
            <HoneypotField form={FORM} />
            <SubmitRow busy={busy} label={t('contact.submit')} busyLabel={t('contact.submitting')} message={formError} />
          </div>
        </HydratedFieldset>
      </form>
    </FormProvider>
  );
}
