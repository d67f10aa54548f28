import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldName, FormValues } from './form-values';
import { useFieldErrorText } from '../../../components/form/field-error-text';
import { FormTextField } from '../../../components/form/form-text-field';
import { SelectField } from '../../../components/form/select-field';
import { tidyThenBlur, type Tidy } from '../../../components/form/tidy-on-blur';
import { ChoiceField, yesNoOptions } from '../../../components/form/choice-field';
import * as css from './form-fields.css';

export const idOf = (name: string) => `university-${name}`;

/** Client messages are catalog keys; messages the server sent back are already in the locale. */
export const useErrorText = () => useFieldErrorText('university');

interface TextProps {
  name: FieldName;
  type?: 'text' | 'email' | 'tel' | 'date' | 'url';
  autoComplete?: string;
  optional?: boolean;
  /** Explains the field, under its label. */
  hint?: string;
  /** Tidies the value when the field is left (e.g. formats a phone number). */
  tidy?: Tidy;
  inputMode?: 'numeric' | 'text';
}

export function TextInput({ name, type = 'text', autoComplete, optional, hint, tidy, inputMode }: TextProps) {
  const { control, getValues } = useFormContext<FormValues>();
  const { t } = useTranslation('university');
  const errorText = useErrorText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormTextField
          id={idOf(name)}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={() => void tidyThenBlur(field, tidy, () => getValues(name))}
          inputRef={field.ref}
          type={type}
          label={t(`fields.${name}`)}
          optional={optional}
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
  name: FieldName;
  options: readonly { value: string; label: string }[];
  autoComplete?: string;
}

/** A native select (see components/form/select-field.tsx). */
export function SelectInput({ name, options, autoComplete }: SelectProps) {
  const { t } = useTranslation('university');
  return <SelectField id={`university-${name}`} name={name} label={t(`fields.${name}`)} placeholder={t('select')} options={options} autoComplete={autoComplete} errorText={useErrorText()} />;
}

/** A yes/no question across the form's columns: a group of two radio buttons named by its legend. */
export function YesNoInput({ name, hint }: { name: FieldName; hint?: string }) {
  const { t } = useTranslation('university');
  return (
    <div className={css.wide}>
      <ChoiceField id={idOf(name)} name={name} legend={t(`fields.${name}`)} hint={hint} options={yesNoOptions(t)} errorText={useErrorText()} row required />
    </div>
  );
}
