import { Autocomplete, Box, createFilterOptions, OutlinedInput } from '@mui/material';
import { Controller, useFormContext } from '../../../lib/form/form';
import { useTranslation } from 'react-i18next';
import { UNIVERSITY_OPTIONS, UNIVERSITY_OTHER } from '@portal/domain/university/institutions';
import { useAutocompleteTexts } from '../../../components/form/autocomplete-texts';
import { FieldError } from '../../../components/form/field-error';
import { FieldLabel } from '../../../components/form/form-text-field';
import { HydrationStep } from '../../../lib/hydration-steps';
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
          renderInput={(params) => {
            // The portal's field (label above, error under), with MUI's input, which Autocomplete drives.
            const error = errorText(fieldState.error);
            const errorId = `${params.id}-helper-text`;
            return (
              <HydrationStep>
                <Box sx={{ minWidth: 0 }}>
                  <FieldLabel htmlFor={params.id} label={t('fields.university')} />
                  <OutlinedInput
                    {...params.InputProps}
                    id={params.id}
                    disabled={params.disabled}
                    name={field.name}
                    inputRef={field.ref}
                    required
                    fullWidth
                    error={Boolean(error)}
                    inputProps={{ ...params.inputProps, 'aria-describedby': error ? errorId : undefined }}
                  />
                  {error && <FieldError id={errorId}>{error}</FieldError>}
                </Box>
              </HydrationStep>
            );
          }}
        />
      )}
    />
  );
}
