import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../components/page-title';
import { button } from '../styles/button.css';
import { body1, h1 } from '../styles/text.css';
import { messagePage } from './layout/message-page.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className={messagePage}>
      <PageTitle title={t('notFound.title')} />
      <h1 className={h1}>{t('notFound.title')}</h1>
      <p className={body1}>{t('notFound.text')}</p>
      <Link to="/" className={button()}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
