import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HONEYPOT_FIELD, LEAD_COUNTRIES } from '@portal/domain/leads/lead-form';
import { useFieldErrorText } from '../form/field-error-text';
import { FormTextField } from '../form/form-text-field';
import { SelectField } from '../form/select-field';
import * as css from './lead-fields.css';

/**
 * Inputs shared by the lead forms (contact us, the scanner trial's 'Need more info?'):
 * labelled fields bound to react-hook-form. Labels and validation texts come from the `leads` catalog.
 * Client messages are catalog keys; messages the server sent back are already in the locale.
 */
export const useLeadErrorText = () => useFieldErrorText('leads');

interface TextProps {
  /** Prefix of the input ids, so two forms on one page never share one. */
  form: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'tel' | 'email';
  hint?: string;
}

export function LeadTextField({ form, name, label, type = 'text', autoComplete, inputMode, hint }: TextProps) {
  const { control } = useFormContext();
  const errorText = useLeadErrorText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormTextField
          id={`${form}-${name}`}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          type={type}
          label={label}
          hint={hint}
          autoComplete={autoComplete}
          error={errorText(fieldState.error)}
          slotProps={{ htmlInput: { inputMode } }}
        />
      )}
    />
  );
}

interface SelectProps {
  form: string;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The empty first option ("Select…", or why the list is empty). */
  placeholder: string;
  autoComplete?: string;
  disabled?: boolean;
  onChanged?: (value: string) => void;
}

/** A native select of a lead form (see components/form/select-field.tsx). */
export function LeadSelectField({ form, name, ...rest }: SelectProps) {
  return <SelectField id={`${form}-${name}`} name={name} errorText={useLeadErrorText()} {...rest} />;
}

/** The country of a lead (US or Canada); the zip and region rules follow it. */
export function LeadCountryField({ form, onChanged }: { form: string; onChanged?: (value: string) => void }) {
  const { t } = useTranslation('leads');
  return (
    <LeadSelectField
      form={form}
      name="country"
      label={t('fields.country')}
      placeholder={t('select')}
      autoComplete="country"
      options={LEAD_COUNTRIES.map((c) => ({ value: c, label: t(`countries.${c}`) }))}
      onChanged={onChanged}
    />
  );
}

/**
 * The honeypot (see the domain's HONEYPOT_FIELD): off-screen, hidden from screen readers, out of
 * the tab order and never autofilled, so only a bot that fills every input fills it.
 */
export function HoneypotField({ form }: { form: string }) {
  const { register } = useFormContext();
  const { t } = useTranslation('leads');
  const id = `${form}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className={css.honeypot}>
      <label htmlFor={id}>{t('fields.honeypot')}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
    </div>
  );
}
