import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FIND_REGISTRATIONS_PATH } from '@portal/domain/my-registration/links';
import { link } from '../../../styles/text.css';
import * as css from './find-registrations-link.css';

/** The way back to a registration later, on 'All set!' and 'Registration already complete': the confirmation's link, or "Find my registrations". */
export function FindRegistrationsLink({ className }: { className?: string }) {
  const { t } = useTranslation('my-registration-page');
  return (
    <p className={className ? `${css.text} ${className}` : css.text}>
      {t('completionLink.text')}{' '}
      <Link to={FIND_REGISTRATIONS_PATH} className={link}>
        {t('completionLink.action')}
      </Link>
      .
    </p>
  );
}
