import { FormControl, FormControlLabel, FormHelperText, FormLabel, InputAdornment, Radio, RadioGroup, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { YES_NO } from '@portal/domain/university/lists';
import type { FieldName, FormValues } from './form-values';
import { useFieldErrorText } from '../../../components/form/field-error-text';
import { SelectField } from '../../../components/form/select-field';

/** Client messages are catalog keys; messages the server sent back are already in the locale. */
export const useErrorText = () => useFieldErrorText('university');

interface TextProps {
  name: FieldName;
  type?: 'text' | 'email' | 'tel' | 'date' | 'url';
  autoComplete?: string;
  optional?: boolean;
  help?: string;
  tip?: ReactNode;
  /** Tidies the value when the field is left (e.g. formats a phone number). */
  tidy?: (value: string) => string;
  inputMode?: 'numeric' | 'text';
}

export function TextInput({ name, type = 'text', autoComplete, optional, help, tip, tidy, inputMode }: TextProps) {
  const { control } = useFormContext<FormValues>();
  const { t } = useTranslation('university');
  const errorText = useErrorText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          id={`university-${name}`}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={() => {
            if (tidy && field.value) field.onChange(tidy(field.value));
            field.onBlur();
          }}
          inputRef={field.ref}
          type={type}
          label={t(`fields.${name}`)}
          autoComplete={autoComplete}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? help}
          slotProps={{
            inputLabel: type === 'date' ? { shrink: true } : undefined,
            htmlInput: { 'aria-required': optional ? undefined : true, inputMode },
            input: tip ? { endAdornment: <InputAdornment position="end">{tip}</InputAdornment> } : undefined,
          }}
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
export function YesNoInput({ name }: { name: FieldName }) {
  const { control } = useFormContext<FormValues>();
  const { t } = useTranslation('university');
  const errorText = useErrorText();
  const errorId = `university-${name}-error`;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)} sx={{ gridColumn: '1 / -1' }}>
          <FormLabel component="legend" id={`university-${name}-legend`} sx={{ color: 'text.primary', fontWeight: 500, mb: 0.5 }}>
            {t(`fields.${name}`)}
          </FormLabel>
          <RadioGroup row name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} aria-required aria-labelledby={`university-${name}-legend`} aria-describedby={fieldState.error ? errorId : undefined}>
            {YES_NO.map((value, i) => (
              <FormControlLabel
                key={value}
                value={value}
                label={t(value)}
                control={<Radio inputRef={i === 0 ? field.ref : undefined} />}
              />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText id={errorId}>{errorText(fieldState.error)}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
