import { useEffect, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Variant } from '@portal/domain/course/course';
import type { Locale } from '@portal/domain/locale/locales';
import { languageOf } from '@portal/domain/locale/locales';
import { normalizePostal } from '@portal/domain/regions/postal';
import { REGIONS_BY_COUNTRY, regionLabel } from '@portal/domain/regions/regions';
import { REGISTRATION_COUNTRIES, needsNpi, rolesFor, specialtiesFor, type RegistrationCountry } from '@portal/domain/registration/lists';
import type { RegistrationInput } from '@portal/domain/registration/schema';
import { SelectInput, TextInput, YesNoInput } from './form-fields';
import { FieldGrid } from '../../../components/form/field-grid';
import { FormPart } from '../../../components/form/form-part';
import * as css from './form-sections.css';

/** A titled part of the form, adopted on its own (FormPart). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <FormPart>
      <section aria-labelledby={`section-${id}`}>
        <h2 id={`section-${id}`} className={css.title}>
          {title}
        </h2>
        <FieldGrid>{children}</FieldGrid>
      </section>
    </FormPart>
  );
}

const useCountry = () => (useWatch<RegistrationInput>({ name: 'country' }) as RegistrationCountry | '') || 'US';

export function ContactSection({ variant, locale }: { variant: Variant; locale: Locale }) {
  const { t } = useTranslation('registration');
  const country = useCountry();
  // libphonenumber is fetched when the field is first left, with the form's schema (which needs it).
  const tidyPhone = (v: string) =>
    import('@portal/domain/registration/phone').then(({ formatPhone, normalizePhone }) => {
      const e164 = normalizePhone(v, country);
      return e164 ? formatPhone(e164, country) : v;
    });
  return (
    <Section id="contact" title={t('sections.contact')}>
      <TextInput name="firstName" label={t('fields.firstName')} autoComplete="given-name" />
      <TextInput name="lastName" label={t('fields.lastName')} autoComplete="family-name" />
      <TextInput name="email" label={t('fields.email')} type="email" autoComplete="email" inputMode="email" help={t('help.email')} />
      <TextInput name="phone" label={t('fields.phone')} type="tel" autoComplete="tel" inputMode="tel" help={t('help.phone')} tidy={tidyPhone} />
      <TextInput name="practiceName" label={t('fields.practiceName')} autoComplete="organization" />
      <SelectInput name="role" label={t('fields.role')} options={rolesFor(variant).map((r) => ({ value: r, label: t(`roles.${r}`) }))} />
      <SelectInput name="specialty" label={t('fields.specialty')} options={specialtiesFor(variant, locale).map((s) => ({ value: s, label: t(`specialties.${s}`) }))} />
    </Section>
  );
}

function useRegionOptions(country: RegistrationCountry, locale: Locale) {
  const language = languageOf(locale);
  return REGIONS_BY_COUNTRY[country].map((r) => ({ value: r.code, label: regionLabel(r, language) }));
}

export function AddressSection({ locale }: { locale: Locale }) {
  const { t } = useTranslation('registration');
  const { getValues, setValue } = useFormContext<RegistrationInput>();
  const country = useCountry();
  const regions = useRegionOptions(country, locale);
  // A state of the previous country is no longer a valid answer.
  useEffect(() => {
    for (const field of ['state', 'licenseState'] as const) {
      const value = getValues(field);
      if (value && !regions.some((r) => r.value === value)) setValue(field, '');
    }
    if (country === 'PR') {
      setValue('state', 'PR');
      if (!getValues('licenseState')) setValue('licenseState', 'PR');
    }
  }, [country, regions, getValues, setValue]);
  return (
    <Section id="practice" title={t('sections.practice')}>
      <SelectInput name="country" label={t('fields.country')} autoComplete="country" options={REGISTRATION_COUNTRIES.map((c) => ({ value: c, label: t(`countries.${c}`) }))} />
      <TextInput name="address1" label={t('fields.address1')} autoComplete="address-line1" />
      <TextInput name="address2" label={t('fields.address2')} autoComplete="address-line2" optional help={t('help.address2')} />
      <TextInput name="city" label={t('fields.city')} autoComplete="address-level2" />
      <SelectInput name="state" label={t('fields.state')} autoComplete="address-level1" options={regions} />
      <TextInput
        name="postalCode"
        label={t('fields.postalCode')}
        autoComplete="postal-code"
        help={t(`help.postalCode.${country}`)}
        tidy={(v) => normalizePostal(country, v)}
      />
    </Section>
  );
}

export function LicenseSection({ locale }: { locale: Locale }) {
  const { t } = useTranslation('registration');
  const country = useCountry();
  const regions = useRegionOptions(country, locale);
  return (
    <Section id="license" title={t('sections.license')}>
      <TextInput name="licenseNumber" label={t('fields.licenseNumber')} help={t('help.licenseNumber')} />
      <SelectInput name="licenseState" label={t('fields.licenseState')} options={regions} />
      {needsNpi(country) && <TextInput name="npiNumber" label={t('fields.npiNumber')} inputMode="numeric" help={t('help.npiNumber')} />}
      <TextInput name="agdNumber" label={t('fields.agdNumber')} optional help={t('help.agdNumber')} />
    </Section>
  );
}

/** In-person sessions only: a hotel room near the venue, and the lunch's dietary needs. */
export function AttendanceSection() {
  const { t } = useTranslation('registration');
  return (
    <Section id="attendance" title={t('sections.attendance')}>
      <YesNoInput name="hotelNeeded" label={t('fields.hotelNeeded')} help={t('help.hotelNeeded')} />
      <TextInput name="dietaryRestrictions" label={t('fields.dietaryRestrictions')} optional multiline help={t('help.dietaryRestrictions')} />
    </Section>
  );
}
