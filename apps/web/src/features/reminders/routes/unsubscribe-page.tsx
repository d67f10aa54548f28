import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PATHS } from '@portal/domain/site/paths';
import { Notice } from '../../../components/notice';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { link } from '../../../styles/text.css';
import { useUnsubscribe } from '../api/unsubscribe';
import * as css from './unsubscribe-page.css';

/**
 * /reminders/unsubscribe?token=…: the link at the foot of a reminder. It asks before it stops
 * anything (mail scanners open links; only a person presses the button).
 */
export function UnsubscribePage() {
  const { t } = useTranslation('registration');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const stop = useUnsubscribe();
  return (
    <div className={css.page}>
      <PageTitle title={t('reminders.page.title')} />
      <h1 className={css.title}>{t('reminders.page.title')}</h1>
      {stop.isSuccess ? (
        <Notice severity="success" role="status">
          {t('reminders.page.done')}
        </Notice>
      ) : (
        <>
          <p className={css.text}>{t('reminders.page.explain')}</p>
          {stop.isError && <Notice severity="error">{stop.error?.message}</Notice>}
          <div className={css.actions}>
            <button type="button" className={css.stop} disabled={!token || stop.isPending} onClick={() => stop.mutate(token)}>
              {t('reminders.page.stop')}
            </button>
            {stop.isPending && <Spinner size={24} label={t('common:loading')} className={css.spinner} />}
          </div>
          {!token && <Notice severity="warning">{t('reminders.invalidLink')}</Notice>}
        </>
      )}
      <RouterLink to={PATHS.home} className={link}>
        {t('reminders.page.home')}
      </RouterLink>
    </div>
  );
}
