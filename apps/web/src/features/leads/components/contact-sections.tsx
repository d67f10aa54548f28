import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HELP_OPTIONS, PROFESSIONAL_CATEGORIES, subCategoriesFor, type ProfessionalCategory } from '@portal/domain/leads/contact-options';
import { type LeadCountry } from '@portal/domain/leads/lead-form';
import { languageOf } from '@portal/domain/locale/locales';
import { REGIONS_BY_COUNTRY, regionLabel } from '@portal/domain/regions/regions';
import { CheckBox } from '../../../components/check-box';
import { FieldGrid } from '../../../components/form/field-grid';
import { FormPart } from '../../../components/form/form-part';
import { ChoiceField } from '../../../components/form/choice-field';
import { LeadCountryField, LeadSelectField, LeadTextField, useLeadErrorText } from '../../../components/lead-form/lead-fields';
import { useLocale } from '../../../lib/locale';
import type { ContactFormValues } from './contact-values';
import * as css from './contact-sections.css';

export const FORM = 'contact';

/** A titled part of the form, adopted on its own (FormPart). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <FormPart>
      <section aria-labelledby={id} className={css.section}>
        <h2 id={id} className={css.title}>
          {title}
        </h2>
        {children}
      </section>
    </FormPart>
  );
}

export function AboutYouSection() {
  const { t } = useTranslation('leads');
  return (
    <Section id="contact-about" title={t('contact.aboutYou')}>
      <FieldGrid gap={2}>
        <LeadTextField form={FORM} name="firstName" label={t('fields.firstName')} autoComplete="given-name" />
        <LeadTextField form={FORM} name="lastName" label={t('fields.lastName')} autoComplete="family-name" />
        <LeadTextField form={FORM} name="email" type="email" label={t('fields.email')} autoComplete="email" inputMode="email" />
        <LeadTextField form={FORM} name="phone" type="tel" label={t('fields.phone')} autoComplete="tel" inputMode="tel" />
      </FieldGrid>
    </Section>
  );
}

/** Country first: it decides the region list and the postal code's shape; the category decides the sub categories. */
export function PracticeSection() {
  const { t } = useTranslation('leads');
  const locale = useLocale();
  const { control, setValue } = useFormContext<ContactFormValues>();
  const [country, category] = useWatch({ control, name: ['country', 'professionalCategory'] }) as [LeadCountry | '', ProfessionalCategory | ''];
  const regions = country ? REGIONS_BY_COUNTRY[country].map((r) => ({ value: r.code, label: regionLabel(r, languageOf(locale)) })) : [];
  const subCategories = category ? subCategoriesFor(category, locale).map((s) => ({ value: s, label: t(`subCategories.${s}`) })) : [];
  return (
    <Section id="contact-practice" title={t('contact.practice')}>
      <FieldGrid gap={2}>
        <LeadCountryField form={FORM} onChanged={() => setValue('state', '')} />
        <LeadSelectField
          form={FORM}
          name="state"
          label={country ? t(`fields.state${country}`) : t('fields.state')}
          placeholder={country ? t('select') : t('chooseCountryFirst')}
          autoComplete="address-level1"
          disabled={!country}
          options={regions}
        />
        <LeadTextField form={FORM} name="city" label={t('fields.city')} autoComplete="address-level2" />
        <LeadTextField form={FORM} name="zip" label={country ? t(`fields.zip${country}`) : t('fields.zip')} hint={t(`hints.zip${country}`)} autoComplete="postal-code" />
      </FieldGrid>
      <RadioQuestion name="professionalCategory" legend={t('fields.professionalCategory')} options={PROFESSIONAL_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))} onChanged={() => setValue('professionalSubCategory', '')} />
      <LeadSelectField
        form={FORM}
        name="professionalSubCategory"
        label={t('fields.professionalSubCategory')}
        placeholder={category ? t('select') : t('chooseCategoryFirst')}
        disabled={!category}
        options={subCategories}
      />
    </Section>
  );
}

export function HelpSection() {
  const { t } = useTranslation('leads');
  const { control } = useFormContext<ContactFormValues>();
  return (
    <FormPart>
      <div className={css.section}>
        <RadioQuestion name="howCanWeHelp" legend={t('fields.howCanWeHelp')} options={HELP_OPTIONS.map((h) => ({ value: h, label: t(`help.${h}`) }))} heading />
        <Controller
          name="marketingConsent"
          control={control}
          render={({ field }) => (
            <CheckBox top name={field.name} label={t('fields.marketingConsent')} checked={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />
          )}
        />
      </div>
    </FormPart>
  );
}

function RadioQuestion({ name, legend, options, onChanged, heading }: { name: 'howCanWeHelp' | 'professionalCategory'; legend: string; options: { value: string; label: string }[]; onChanged?: () => void; heading?: boolean }) {
  return (
    <ChoiceField
      id={`${FORM}-${name}`}
      name={name}
      legend={heading ? <span className={css.headingLegend}>{legend}</span> : legend}
      options={options}
      errorText={useLeadErrorText()}
      onChanged={onChanged}
      row
    />
  );
}
