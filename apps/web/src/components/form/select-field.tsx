import { Controller, useFormContext, type FieldError } from 'react-hook-form';
import { FormTextField } from './form-text-field';

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
  optional?: boolean;
  hint?: string;
  onChanged?: (value: string) => void;
}

/**
 * A native select bound to react-hook-form: light, keyboard and screen-reader friendly, and the
 * phone's own picker on small screens. Shared by every form of the portal; label above (FormTextField).
 */
export function SelectField({ id, name, label, options, placeholder, errorText, autoComplete, disabled, optional, hint, onChanged }: SelectFieldProps) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormTextField
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
          optional={optional}
          autoComplete={autoComplete}
          disabled={disabled}
          error={errorText(fieldState.error)}
          hint={hint}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </FormTextField>
      )}
    />
  );
}
