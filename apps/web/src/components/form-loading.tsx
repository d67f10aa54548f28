import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';
import * as css from './form-loading.css';

/** Shown while a lazily loaded form's code arrives. */
export function FormLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className={css.loading}>
      <Spinner label={t('common:loading')} />
    </div>
  );
}
