import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FIND_REGISTRATIONS_PATH } from '@portal/domain/my-registration/links';
import { PageTitle } from '../../../components/page-title';
import { button } from '../../../styles/button.css';
import { body1, h1 } from '../../../styles/text.css';
import * as css from './link-invalid.css';

/** A link that no longer works (expired, replaced by newer links, or never one): the message and the way to a new link, nothing else. */
export function LinkInvalid({ message }: { message: string }) {
  const { t } = useTranslation('my-registration-page');
  return (
    <div className={css.page}>
      <PageTitle title={t('invalid.title')} />
      <h1 className={h1}>{t('invalid.title')}</h1>
      <p className={body1} data-testid="link-invalid">
        {message}
      </p>
      <Link to={FIND_REGISTRATIONS_PATH} className={button()}>
        {t('invalid.action')}
      </Link>
    </div>
  );
}
