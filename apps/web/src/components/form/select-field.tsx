import { TextField } from '@mui/material';
import { Controller, useFormContext, type FieldError } from 'react-hook-form';

export interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The empty first option ("Select…", or why the list is empty). */
  placeholder: string;
  errorText: (error?: FieldError) => string | undefined;
  autoComplete?: string;
  disabled?: boolean;
  required?: boolean;
  help?: string;
  onChanged?: (value: string) => void;
}

/**
 * A native select bound to react-hook-form: light, keyboard and screen-reader friendly, and the
 * phone's own picker on small screens. Shared by every form of the portal.
 */
export function SelectField({ id, name, label, options, placeholder, errorText, autoComplete, disabled, required, help, onChanged }: SelectFieldProps) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          id={id}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={(e) => {
            field.onChange(e.target.value);
            onChanged?.(e.target.value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          required={required}
          autoComplete={autoComplete}
          disabled={disabled}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? help}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-required': true } }}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}
