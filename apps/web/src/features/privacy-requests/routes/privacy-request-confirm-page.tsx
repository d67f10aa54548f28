import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatDate } from '@portal/domain/locale/format';
import { PRIVACY_PATH, PRIVACY_REQUEST_PATH } from '@portal/domain/privacy/paths';
import { Notice } from '../../../components/notice';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { button } from '../../../styles/button.css';
import { link } from '../../../styles/text.css';
import { useConfirmPrivacyRequest } from '../api/privacy-requests';
import * as css from './privacy-request-confirm-page.css';

const NS = 'privacy-form';

/**
 * /provider/privacy/request/confirm?token=…: the link mailed after the form. The person presses a
 * button to confirm: mail scanners that open links (and run their scripts) must not confirm a
 * request for them, as on the unsubscribe page. A used or unknown link says so and leads back to
 * the form.
 */
export function PrivacyRequestConfirmPage() {
  const { t } = useTranslation(NS);
  const locale = useLocale();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmPrivacyRequest();

  const unknown = !token || (confirm.error instanceof ApiError && confirm.error.status === 404);
  const title = confirm.isSuccess ? t('confirm.done') : unknown ? t('confirm.invalidTitle') : t('confirm.title');
  return (
    <div className={css.page}>
      <PageTitle title={title} />
      <h1 className={css.title}>{title}</h1>
      {confirm.isSuccess ? (
        <Notice severity="success" role="status" className={css.notice}>
          {t('confirm.doneText', { kind: t(`kinds.${confirm.data.kind}.label`), date: formatDate(confirm.data.dueAt, locale) })}
        </Notice>
      ) : unknown ? (
        <>
          <Notice severity="warning" role="alert" className={css.notice}>
            {t('confirm.invalidText')}
          </Notice>
          <RouterLink to={PRIVACY_REQUEST_PATH} className={button()}>
            {t('confirm.newRequest')}
          </RouterLink>
        </>
      ) : confirm.isError ? (
        <>
          <Notice severity="error" role="alert" className={css.notice}>
            {confirm.error.message}
          </Notice>
          <button type="button" className={button()} onClick={() => confirm.mutate(token)}>
            {t('confirm.retry')}
          </button>
        </>
      ) : confirm.isIdle ? (
        <>
          <p className={css.text}>{t('confirm.intro')}</p>
          <button type="button" className={button()} onClick={() => confirm.mutate(token)}>
            {t('confirm.button')}
          </button>
        </>
      ) : (
        <div role="status" className={css.progress}>
          <Spinner size={24} className={css.spinner} />
          <p className={css.text}>{t('confirm.progress')}</p>
        </div>
      )}
      <RouterLink to={PRIVACY_PATH} className={link}>
        {t('backToPolicy')}
      </RouterLink>
    </div>
  );
}
