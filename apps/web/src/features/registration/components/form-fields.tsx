import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { Controller, useFormContext, type Path } from '../../../lib/form/form';
import { useTranslation } from 'react-i18next';
import type { RegistrationInput } from '@portal/domain/registration/schema';
import { useFieldErrorText } from '../../../components/form/field-error-text';
import { FieldHint, FormTextField } from '../../../components/form/form-text-field';
import { SelectField } from '../../../components/form/select-field';
import { tidyThenBlur, type Tidy } from '../../../components/form/tidy-on-blur';

export type FieldName = Path<RegistrationInput>;

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
  const { control } = useFormContext<RegistrationInput>();
  const { t } = useTranslation('registration');
  const errorText = useErrorText();
  const id = idOf(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)}>
          <FormLabel component="legend" id={`${id}-legend`} sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5, '&.Mui-focused': { color: 'text.primary' } }}>
            {label}
          </FormLabel>
          {help && <FieldHint id={`${id}-hint`}>{help}</FieldHint>}
          <RadioGroup
            row
            name={field.name}
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            aria-labelledby={`${id}-legend`}
            aria-describedby={[help ? `${id}-hint` : '', fieldState.error ? `${id}-error` : ''].join(' ').trim() || undefined}
            aria-required
          >
            {(['yes', 'no'] as const).map((value, i) => (
              <FormControlLabel key={value} value={value} label={t(value)} control={<Radio id={i === 0 ? id : undefined} inputRef={i === 0 ? field.ref : undefined} />} sx={{ minHeight: 48, mr: 4 }} />
            ))}
          </RadioGroup>
          {fieldState.error && (
            <FormHelperText id={`${id}-error`} sx={{ mx: 0 }}>
              {errorText(fieldState.error)}
            </FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}
