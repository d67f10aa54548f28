import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegistrationInput } from '@portal/domain/registration/schema';
import { useFieldErrorText } from '../../../components/form/field-error-text';
import { FormTextField } from '../../../components/form/form-text-field';
import { SelectField } from '../../../components/form/select-field';
import { tidyThenBlur, type Tidy } from '../../../components/form/tidy-on-blur';
import { ChoiceField, yesNoOptions } from '../../../components/form/choice-field';

export type FieldName = FieldPath<RegistrationInput>;

/** Client messages are catalog keys; messages the server sent back are already in the user's locale. */
export const useErrorText = () => useFieldErrorText('registration');

export const idOf = (name: string) => `registration-${name.replace(/\./g, '-')}`;

interface TextProps {
  name: FieldName;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  optional?: boolean;
  help?: string;
  /** Tidies the value when the field is left (formats a phone number, a postal code). */
  tidy?: Tidy;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  multiline?: boolean;
}

export function TextInput({ name, label, type = 'text', autoComplete, optional, help, tidy, inputMode, multiline }: TextProps) {
  const { control, getValues } = useFormContext<RegistrationInput>();
  const errorText = useErrorText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormTextField
          id={idOf(name)}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={() => void tidyThenBlur(field, tidy, () => getValues(name))}
          inputRef={field.ref}
          type={type}
          label={label}
          optional={optional}
          hint={help}
          autoComplete={autoComplete}
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          error={errorText(fieldState.error)}
          slotProps={{ htmlInput: { inputMode, maxLength: multiline ? 300 : 200 } }}
        />
      )}
    />
  );
}

interface SelectProps {
  name: FieldName;
  label: string;
  options: readonly { value: string; label: string }[];
  autoComplete?: string;
  help?: string;
  onPicked?: (value: string) => void;
}

/** A native select (see components/form/select-field.tsx). */
export function SelectInput({ name, label, options, autoComplete, help, onPicked }: SelectProps) {
  const { t } = useTranslation('registration');
  return (
    <SelectField id={idOf(name)} name={name} label={label} placeholder={t('choose')} options={options} autoComplete={autoComplete} hint={help} onChanged={onPicked} errorText={useErrorText()} />
  );
}

/** A yes/no question: two radio buttons named by their legend. */
export function YesNoInput({ name, label, help }: { name: FieldName; label: string; help?: string }) {
  const { t } = useTranslation('registration');
  return <ChoiceField id={idOf(name)} name={name} legend={label} hint={help} options={yesNoOptions(t)} errorText={useErrorText()} row required />;
}
