import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '@portal/domain/locale/format';
import { PRIVACY_PATH } from '@portal/domain/privacy/paths';
import { PRIVACY_REQUEST_DEADLINE_DAYS, privacyRequestDueAt } from '@portal/domain/privacy/requests';
import type { PrivacyRequestReceived } from '@portal/domain/privacy/request-api';
import { useLocale } from '../../../lib/locale';
import { link } from '../../../styles/text.css';
import { NS } from './privacy-request-form';
import * as css from './privacy-request-sent.css';

/**
 * After sending: where the link went, that nothing counts until it is followed, and the deadline.
 * The deadline is that of a request received now: the answer says nothing of an earlier request
 * (the confirmation page shows the real one). Focus moves to the heading.
 */
export function PrivacyRequestSent({ received }: { received: PrivacyRequestReceived }) {
  const { t } = useTranslation(NS);
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, []);
  return (
    <div className={css.sent}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={css.icon}>
        <path d="M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 4-8 5-8-5V6l8 5 8-5z" />
      </svg>
      <h1 ref={heading} tabIndex={-1} className={css.title}>
        {t('sent.title')}
      </h1>
      <p className={css.mailed}>
        {t('sent.mailed')} <strong className={css.address}>{received.email}</strong>
      </p>
      <p className={css.text}>{t('sent.confirm')}</p>
      <p className={css.text}>{t('sent.deadline', { days: PRIVACY_REQUEST_DEADLINE_DAYS, date: formatDate(privacyRequestDueAt(new Date()), locale) })}</p>
      <p className={css.quiet}>{t('sent.noMail')}</p>
      <RouterLink to={PRIVACY_PATH} className={link}>
        {t('backToPolicy')}
      </RouterLink>
    </div>
  );
}
