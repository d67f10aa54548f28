import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import * as css from './schedule-loading.css';

export function ScheduleLoading() {
  const { t } = useTranslation('schedule');
  return (
    <div role="status" className={css.loading}>
      <Spinner size={24} className={css.spinner} />
      <p className={css.text}>{t('loading')}</p>
    </div>
  );
}
