import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CloseIcon from '@mui/icons-material/Close';
import { Box, useForkRef, type Theme } from '@mui/material';
import useAutocomplete, { createFilterOptions } from '@mui/material/useAutocomplete';
import { useState } from 'react';
import { Controller, useFormContext, type ControllerRenderProps, type FieldError as FormError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UNIVERSITY_OPTIONS, UNIVERSITY_OTHER } from '@portal/domain/university/institutions';
import { FieldError } from '../../../components/form/field-error';
import { controlClass, FieldLabel } from '../../../components/form/form-text-field';
import { useErrorText } from './form-fields';
import type { FormValues } from './form-values';
import { SchoolListbox } from './school-listbox';

const ID = 'university-university';

/** Case and accents aside: 'montreal' finds 'Montréal'. */
const filter = createFilterOptions<string>({ ignoreAccents: true, ignoreCase: true, trim: true });

const SCHOOLS = UNIVERSITY_OPTIONS.filter((o) => o !== UNIVERSITY_OTHER);

/** MUI's IconButton look on a native button: round, grey, shaded under the pointer. */
const indicatorSx = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  m: 0,
  mr: '-2px',
  border: 0,
  borderRadius: '50%',
  bgcolor: 'transparent',
  color: theme.palette.action.active,
  cursor: 'pointer',
  verticalAlign: 'middle',
  transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  '&:hover': { bgcolor: theme.palette.action.hover },
  '&:disabled': { color: theme.palette.action.disabled, cursor: 'default', bgcolor: 'transparent' },
});

/**
 * Searchable list of schools and programs on MUI's `useAutocomplete` (the ARIA combobox pattern,
 * MUI's keyboard and filtering) drawn as the portal's native field: typing filters anywhere in
 * the names, the first match is highlighted, arrows move, Enter chooses, Escape closes; leaving
 * puts back the chosen school, emptying the field clears the choice. Other stays offered whatever
 * is typed. MUI's Autocomplete component would add Popper, Paper, IconButton and Chip to the page.
 */
export function UniversityField() {
  const { control } = useFormContext<FormValues>();
  return <Controller name="university" control={control} render={({ field, fieldState }) => <SchoolPicker field={field} error={fieldState.error} />} />;
}

function SchoolPicker({ field, ...state }: { field: ControllerRenderProps<FormValues, 'university'>; error: FormError | undefined }) {
  const { t } = useTranslation('university');
  const error = useErrorText()(state.error);
  const [query, setQuery] = useState('');
  const labelOf = (option: string) => (option === UNIVERSITY_OTHER ? t('other') : option);
  const noMatch = query.trim() !== '' && filter(SCHOOLS, { inputValue: query, getOptionLabel: labelOf }).length === 0;
  const { getRootProps, getInputProps, getListboxProps, getOptionProps, getClearProps, getPopupIndicatorProps, setAnchorEl, groupedOptions, popupOpen, focused, dirty } = useAutocomplete({
    id: ID,
    options: UNIVERSITY_OPTIONS,
    value: field.value || null,
    onChange: (_, value) => field.onChange(value ?? ''),
    // Only what the user typed filters; the chosen school's name shows every option.
    onInputChange: (_, value, reason) => setQuery(reason === 'input' ? value : ''),
    getOptionLabel: labelOf,
    filterOptions: (options, state) => {
      const found = filter(options, { ...state, getOptionLabel: labelOf });
      return [...found.filter((o) => o !== UNIVERSITY_OTHER), UNIVERSITY_OTHER];
    },
    autoHighlight: true,
  });
  const { ref: inputRef, ...input } = getInputProps();
  const ref = useForkRef(inputRef, field.ref);
  const errorId = `${ID}-helper-text`;
  const toggle = popupOpen ? t('common:form.autocomplete.close') : t('common:form.autocomplete.open');
  const clear = t('common:form.autocomplete.clear');
  return (
    <Box sx={{ minWidth: 0, gridColumn: '1 / -1' }}>
      <FieldLabel htmlFor={ID} label={t('fields.university')} />
      <Box
        {...getRootProps({ onBlur: field.onBlur })}
        sx={{ position: 'relative', '@media (pointer: fine)': { '&:hover [data-clear]': { visibility: 'visible' } } }}
      >
        <Box ref={setAnchorEl} sx={{ position: 'relative' }}>
          <input
            {...input}
            ref={ref}
            name={field.name}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={controlClass('input')}
            // Room for the buttons over its right end (inline: it overrides the class's padding).
            style={{ paddingRight: dirty ? 69 : 43, textOverflow: 'ellipsis' }}
          />
          <Box sx={{ position: 'absolute', right: 9, top: '50%', transform: 'translate(0, -50%)', display: 'flex' }}>
            {dirty && (
              <Box component="button" {...getClearProps()} aria-label={clear} title={clear} data-clear="" sx={[indicatorSx, { p: '4px', visibility: focused ? 'visible' : 'hidden' }]}>
                <CloseIcon sx={{ fontSize: 20 }} />
              </Box>
            )}
            <Box component="button" {...getPopupIndicatorProps()} aria-label={toggle} title={toggle} sx={[indicatorSx, { p: '2px', transform: popupOpen ? 'rotate(180deg)' : undefined }]}>
              <ArrowDropDownIcon sx={{ fontSize: 24 }} />
            </Box>
          </Box>
        </Box>
        {popupOpen && (
          <SchoolListbox {...getListboxProps()} noMatch={noMatch ? t('noUniversity') : null}>
            {(groupedOptions as string[]).map((option, index) => {
              const { key, ...optionProps } = getOptionProps({ option, index });
              return (
                <li key={key} {...optionProps}>
                  {labelOf(option)}
                </li>
              );
            })}
          </SchoolListbox>
        )}
      </Box>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Box>
  );
}
