import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LINK_TOKEN_PATTERN } from '@portal/domain/my-registration/links';
import type { PageHandle } from '../../../app/page-handle';
import { FormLoading } from '../../../components/form-loading';
import { Notice } from '../../../components/notice';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { h1 } from '../../../styles/text.css';
import { myRegistrationQueryOptions, useMyRegistration } from '../api/get-my-registration';
import { LinkInvalid } from '../components/link-invalid';
import { MyRegistrationDetails } from '../components/my-registration-details';
import * as css from './my-registration-page.css';

/** The server's render reads the registration the link's token opens (a 410 for a link that no longer works). */
export const handle: PageHandle = {
  prefetch: async (client, url, locale) => {
    const token = url.searchParams.get('token') ?? '';
    if (LINK_TOKEN_PATTERN.test(token)) await client.prefetchQuery(myRegistrationQueryOptions(token, locale));
  },
};

/**
 * A registrant's own page (MY_REGISTRATION_PATH?token=…, issue 42), opened from the link in their
 * confirmation or "Find my registrations" e-mail: the course and session, where the registration
 * stands, the team, receipts and credit notes, door tickets and, once attendance is marked, the
 * certificate. A link that no longer works (expired, replaced, or never one) gets its own page and
 * nothing else.
 */
export function MyRegistrationPage() {
  const { t } = useTranslation('my-registration-page');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  if (!LINK_TOKEN_PATTERN.test(token)) return <LinkInvalid message={t('invalid.noToken')} />;
  return <MyRegistration token={token} />;
}

function MyRegistration({ token }: { token: string }) {
  const { t } = useTranslation('my-registration-page');
  const registration = useMyRegistration(token, useLocale());
  const { error, data } = registration;
  if (error instanceof ApiError && error.status === 410) return <LinkInvalid message={error.message} />;
  return (
    <div className={css.page}>
      <PageTitle title={t('page.title')} />
      <h1 className={h1}>{t('page.title')}</h1>
      {error ? <Notice severity="error">{error.message}</Notice> : data ? <MyRegistrationDetails registration={data} token={token} /> : <FormLoading />}
    </div>
  );
}
