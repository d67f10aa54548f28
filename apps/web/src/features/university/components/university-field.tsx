import { Autocomplete, createFilterOptions } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UNIVERSITY_OPTIONS, UNIVERSITY_OTHER } from '@portal/domain/university/institutions';
import { useAutocompleteTexts } from '../../../components/form/autocomplete-texts';
import { FormTextField } from '../../../components/form/form-text-field';
import { useErrorText } from './form-fields';
import type { FormValues } from './form-values';

const filter = createFilterOptions<string>({ ignoreAccents: true, ignoreCase: true, trim: true });

/** Searchable list of schools and programs; Other stays offered whatever is typed. */
export function UniversityField() {
  const { control } = useFormContext<FormValues>();
  const { t } = useTranslation('university');
  const errorText = useErrorText();
  const texts = useAutocompleteTexts();
  const labelOf = (option: string) => (option === UNIVERSITY_OTHER ? t('other') : option);
  return (
    <Controller
      name="university"
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete
          id="university-university"
          options={UNIVERSITY_OPTIONS}
          value={field.value || null}
          onChange={(_, value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          getOptionLabel={labelOf}
          filterOptions={(options, state) => {
            const found = filter(options, { ...state, getOptionLabel: labelOf });
            return found.includes(UNIVERSITY_OTHER) ? found : [...found, UNIVERSITY_OTHER];
          }}
          {...texts}
          noOptionsText={t('noUniversity')}
          autoHighlight
          fullWidth
          sx={{ gridColumn: '1 / -1' }}
          renderInput={(params) => (
            <FormTextField
              id={params.id}
              disabled={params.disabled}
              InputProps={params.InputProps}
              slotProps={{ htmlInput: params.inputProps }}
              name={field.name}
              inputRef={field.ref}
              label={t('fields.university')}
              error={errorText(fieldState.error)}
            />
          )}
        />
      )}
    />
  );
}
