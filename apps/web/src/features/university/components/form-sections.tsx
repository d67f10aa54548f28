import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UNIVERSITY_OTHER } from '@portal/domain/university/institutions';
import { PROGRAMS, UNIVERSITY_STATES } from '@portal/domain/university/lists';
import { regionLabel } from '@portal/domain/regions/regions';
import { FormPart } from '../../../components/form/form-part';
import { SelectInput, TextInput, YesNoInput } from './form-fields';
import type { FormValues } from './form-values';
import { UniversityField } from './university-field';
import * as css from './form-sections.css';

/** libphonenumber is fetched when a phone field is first left, with the form's schema (which needs it). */
const formatPhone = (v: string) => import('@portal/domain/university/fields').then((m) => m.formatNorthAmericanPhone(v));

/** A titled part of the form, adopted on its own (FormPart). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <FormPart>
      <section aria-labelledby={id}>
        <h2 id={id} className={css.title}>
          {title}
        </h2>
        <div className={css.fields}>{children}</div>
      </section>
    </FormPart>
  );
}

function useStateOptions() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'fr-CA' ? 'fr' : 'en';
  return UNIVERSITY_STATES.map((s) => ({ value: s.code, label: regionLabel(s, language) }));
}

export function ContactSection() {
  const { t } = useTranslation('university');
  const { control } = useFormContext<FormValues>();
  const university = useWatch({ control, name: 'university' });
  return (
    <Section id="university-contact" title={t('sections.contact')}>
      <TextInput name="first_name" autoComplete="given-name" />
      <TextInput name="last_name" autoComplete="family-name" />
      <TextInput name="emailPermanent" type="email" autoComplete="email" hint={t('tips.email')} />
      <TextInput name="phone" type="tel" autoComplete="tel-national" tidy={formatPhone} />
      <TextInput name="clinId" optional hint={t('fields.clinIdHelp')} />
      <UniversityField />
      {university === UNIVERSITY_OTHER && <TextInput name="universityOther" autoComplete="organization" />}
      <SelectInput name="program" options={PROGRAMS.map((p) => ({ value: p.value, label: t(`programs.${p.key}`) }))} />
      <TextInput name="programDate" type="date" />
    </Section>
  );
}

export function LicenseSection() {
  const { t } = useTranslation('university');
  const { control } = useFormContext<FormValues>();
  const license = useWatch({ control, name: 'license' });
  return (
    <Section id="university-license" title={t('sections.license')}>
      <YesNoInput name="license" />
      <SelectInput name="state" options={useStateOptions()} />
      {license === 'yes' && <TextInput name="licenseNumber" />}
      <TextInput name="npiNumber" optional inputMode="numeric" hint={t('tips.npi')} />
    </Section>
  );
}

export function PracticeSection() {
  const { t } = useTranslation('university');
  const { control } = useFormContext<FormValues>();
  const [dentalService, openAccount] = useWatch({ control, name: ['dentalService', 'openAccount'] });
  const states = useStateOptions();
  return (
    <Section id="university-practice" title={t('sections.practice')}>
      <YesNoInput name="dentalService" />
      {dentalService === 'yes' && <TextInput name="group" autoComplete="organization" />}
      <YesNoInput name="openAccount" />
      {openAccount === 'yes' && (
        <>
          <TextInput name="startDate" type="date" />
          <TextInput name="officeName" autoComplete="organization" />
          <TextInput name="address" autoComplete="street-address" />
          <TextInput name="city" autoComplete="address-level2" />
          <SelectInput name="practiceState" options={states} autoComplete="address-level1" />
          <TextInput name="zip" autoComplete="postal-code" hint={t('hints.zip')} />
          <TextInput name="website" type="url" autoComplete="url" />
          <TextInput name="practicePhone" type="tel" autoComplete="tel-national" tidy={formatPhone} />
          <TextInput name="fax" type="tel" optional tidy={formatPhone} />
        </>
      )}
    </Section>
  );
}
