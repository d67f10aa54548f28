import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { Controller, useFormContext } from '../../../lib/form/form';
import { useTranslation } from 'react-i18next';
import { YES_NO } from '@portal/domain/university/lists';
import type { FieldName, FormValues } from './form-values';
import { useFieldErrorText } from '../../../components/form/field-error-text';
import { FieldHint, FormTextField } from '../../../components/form/form-text-field';
import { SelectField } from '../../../components/form/select-field';
import { tidyThenBlur, type Tidy } from '../../../components/form/tidy-on-blur';

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

/** A yes/no question: a group of two radio buttons named by its legend. */
export function YesNoInput({ name, hint }: { name: FieldName; hint?: string }) {
  const { control } = useFormContext<FormValues>();
  const { t } = useTranslation('university');
  const errorText = useErrorText();
  const id = idOf(name);
  const errorId = `${id}-error`;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)} sx={{ gridColumn: '1 / -1' }}>
          <FormLabel component="legend" id={`${id}-legend`} sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5, '&.Mui-focused': { color: 'text.primary' } }}>
            {t(`fields.${name}`)}
          </FormLabel>
          {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
          <RadioGroup
            row
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            aria-required
            aria-labelledby={`${id}-legend`}
            aria-describedby={[hint ? `${id}-hint` : '', fieldState.error ? errorId : ''].join(' ').trim() || undefined}
          >
            {YES_NO.map((value, i) => (
              <FormControlLabel
                key={value}
                value={value}
                label={t(value)}
                control={<Radio id={i === 0 ? id : undefined} inputRef={i === 0 ? field.ref : undefined} />}
              />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText id={errorId} sx={{ mx: 0 }}>{errorText(fieldState.error)}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
