import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { PageTitle } from '../../components/page-title';
import { button } from '../../styles/button.css';
import { body1, h1 } from '../../styles/text.css';
import { messagePage, padded } from './message-page.css';

/**
 * Shown when a page fails to load or throws (for example a lost connection during navigation).
 * When the server refused the page's data with a reason of its own (a 4xx answer such as a
 * cancelled registration), that reason is shown; anything else reads as the generic error.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : t('errors:generic');
  return (
    <div className={`${messagePage} ${padded}`} role="alert">
      <PageTitle title={t('errorPage.title')} />
      <h1 className={h1}>{t('errorPage.title')}</h1>
      <p className={body1}>{reason}</p>
      <button type="button" className={button()} onClick={() => window.location.reload()}>
        {t('errorPage.retry')}
      </button>
    </div>
  );
}
