import { ChoiceGroup } from '../choice-group';
import { Controller, useFormContext, type FieldError } from '../../lib/form/form';

export interface YesNoFieldProps {
  /** The first radio's id, which the error summary links to. */
  id: string;
  name: string;
  legend: string;
  hint?: string;
  yes: string;
  no: string;
  errorText: (error?: FieldError) => string | undefined;
}

/** A required yes/no question of a form: two radios in a row, named by their legend ('yes' or 'no'). */
export function YesNoField({ id, name, legend, hint, yes, no, errorText }: YesNoFieldProps) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <ChoiceGroup
          name={id}
          row
          required
          legend={legend}
          hint={hint}
          options={[
            { value: 'yes', label: yes },
            { value: 'no', label: no },
          ]}
          value={field.value as string | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={errorText(fieldState.error)}
        />
      )}
    />
  );
}
