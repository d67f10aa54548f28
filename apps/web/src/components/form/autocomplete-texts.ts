import { useTranslation } from 'react-i18next';

/** The texts of an MUI Autocomplete (its buttons' names, its empty and loading lists) from the catalogs. */
export function useAutocompleteTexts() {
  const { t } = useTranslation('common');
  return {
    openText: t('form.autocomplete.open'),
    closeText: t('form.autocomplete.close'),
    clearText: t('form.autocomplete.clear'),
    noOptionsText: t('form.autocomplete.noOptions'),
    loadingText: t('form.autocomplete.loading'),
  };
}
