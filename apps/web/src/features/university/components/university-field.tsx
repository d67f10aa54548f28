import { Autocomplete, Box, createFilterOptions, OutlinedInput } from '@mui/material';
import { createContext, useContext, useState, type HTMLAttributes, type Ref } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UNIVERSITY_OPTIONS, UNIVERSITY_OTHER } from '@portal/domain/university/institutions';
import { FieldError } from '../../../components/form/field-error';
import { FieldLabel } from '../../../components/form/form-text-field';
import { useErrorText } from './form-fields';
import type { FormValues } from './form-values';

/** Case and accents aside: 'montreal' finds 'Montréal'. */
const filter = createFilterOptions<string>({ ignoreAccents: true, ignoreCase: true, trim: true });

/** The text said above Other when nothing else matches what was typed (null otherwise). */
const NoMatchText = createContext<string | null>(null);

/**
 * MUI's listbox (its styles stay: MUI renders this in their place), with the no-match text first:
 * MUI's own noOptionsText shows only when no option is left, and Other always is.
 */
function SchoolListbox({ children, ...props }: HTMLAttributes<HTMLUListElement> & { ref?: Ref<HTMLUListElement> }) {
  const noMatch = useContext(NoMatchText);
  return (
    <ul {...props}>
      {noMatch && (
        <Box component="li" role="presentation" sx={{ px: 2, py: 1.5, color: 'text.secondary' }}>
          {noMatch}
        </Box>
      )}
      {children}
    </ul>
  );
}

/**
 * Searchable list of schools and programs (MUI's Autocomplete: the ARIA combobox pattern): typing
 * filters anywhere in the names, the first match is highlighted, arrows move, Enter chooses,
 * Escape closes; leaving puts back the chosen school, emptying the field clears the choice.
 * Other stays offered whatever is typed.
 */
export function UniversityField() {
  const { control } = useFormContext<FormValues>();
  const { t } = useTranslation('university');
  const errorText = useErrorText();
  const [query, setQuery] = useState('');
  const labelOf = (option: string) => (option === UNIVERSITY_OTHER ? t('other') : option);
  const schools = UNIVERSITY_OPTIONS.filter((o) => o !== UNIVERSITY_OTHER);
  const noMatch = query.trim() !== '' && filter(schools, { inputValue: query, getOptionLabel: labelOf }).length === 0;
  return (
    <NoMatchText.Provider value={noMatch ? t('noUniversity') : null}>
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
            // Only what the user typed filters; the chosen school's name shows every option.
            onInputChange={(_, value, reason) => setQuery(reason === 'input' ? value : '')}
            getOptionLabel={labelOf}
            filterOptions={(options, state) => {
              const found = filter(options, { ...state, getOptionLabel: labelOf });
              return [...found.filter((o) => o !== UNIVERSITY_OTHER), UNIVERSITY_OTHER];
            }}
            openText={t('common:form.autocomplete.open')}
            closeText={t('common:form.autocomplete.close')}
            clearText={t('common:form.autocomplete.clear')}
            noOptionsText={t('noUniversity')}
            slotProps={{ listbox: { component: SchoolListbox } }}
            autoHighlight
            fullWidth
            sx={{ gridColumn: '1 / -1' }}
            renderInput={(params) => {
              // The portal's field (label above, error under), with MUI's input, which Autocomplete drives.
              const error = errorText(fieldState.error);
              const errorId = `${params.id}-helper-text`;
              return (
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
              );
            }}
          />
        )}
      />
    </NoMatchText.Provider>
  );
}
