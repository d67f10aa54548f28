import type { ReactNode } from 'react';
import { Controller, type Control, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';
import { YES_NO } from '@portal/domain/site/yes-no';
import { ChoiceGroup } from '../choice-group';

export interface ChoiceFieldProps<T extends FieldValues> {
  /** The radios' name and the first radio's id, which the error summary links to. */
  id: string;
  /** The form's field. */
  name: FieldPath<T>;
  legend: ReactNode;
  hint?: string;
  options: { value: string; label: string }[];
  errorText: (error?: FieldError) => string | undefined;
  /** After the answer changed (to clear a field that depends on it). */
  onChanged?: (value: string) => void;
  row?: boolean;
  required?: boolean;
  /** The form's control; without it, the one of the surrounding FormProvider. */
  control?: Control<T, unknown, any>;
}

/** The options of a yes/no question, labelled from the form's catalog (its `yes` and `no` keys). */
export const yesNoOptions = (t: (key: string) => string) => YES_NO.map((value) => ({ value, label: t(value) }));

/** A single-choice question of a form (ChoiceGroup) bound to its field. */
export function ChoiceField<T extends FieldValues = FieldValues>({ id, name, legend, hint, options, errorText, onChanged, row, required, control }: ChoiceFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <ChoiceGroup
          name={id}
          legend={legend}
          hint={hint}
          options={options}
          value={field.value as string | undefined}
          onChange={(value) => {
            field.onChange(value);
            onChanged?.(value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={errorText(fieldState.error)}
          row={row}
          required={required}
        />
      )}
    />
  );
}
