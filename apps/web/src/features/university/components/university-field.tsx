import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { UNIVERSITY_OPTIONS, UNIVERSITY_OTHER } from '@portal/domain/university/institutions';
import { ComboBox } from '../../../components/form/combo-box';
import { Controller, useFormContext } from '../../../lib/form/form';
import { useErrorText } from './form-fields';
import type { FormValues } from './form-values';

/** Searchable list of schools and programs; Other stays offered whatever is typed. */
export function UniversityField() {
  const { control } = useFormContext<FormValues>();
  const { t } = useTranslation('university');
  const errorText = useErrorText();
  return (
    <Controller
      name="university"
      control={control}
      render={({ field, fieldState }) => (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <ComboBox
            id="university-university"
            name={field.name}
            label={t('fields.university')}
            options={UNIVERSITY_OPTIONS}
            labelOf={(option) => (option === UNIVERSITY_OTHER ? t('other') : option)}
            always={UNIVERSITY_OTHER}
            noMatchText={t('noUniversity')}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errorText(fieldState.error)}
          />
        </Box>
      )}
    />
  );
}
