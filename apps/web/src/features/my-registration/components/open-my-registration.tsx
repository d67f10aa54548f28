import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HydratedButton } from '../../../components/form/hydrated-button';
import { Notice } from '../../../components/notice';
import * as panel from '../../../components/panel.css';
import { Spinner } from '../../../components/spinner';
import { useLocale } from '../../../lib/locale';
import { useOpenMyRegistration } from '../api/open-my-registration';
import { FindRegistrationsLink } from './find-registrations-link';
import * as css from './open-my-registration.css';

/**
 * The 'All set!' page's way to the registration's own page (issue 42 item 1): the button asks the
 * server for a new link (made only when pressed: the page is addressed by the registration's id,
 * and its render may be kept in the browser's history) and goes to it. Only the browser that just
 * paid gets the address (issue 50 item 3); anywhere else the server mails the link and the page
 * says so. Disabled until the page is adopted, as every button that posts. "Find my
 * registrations" stays beside it.
 */
export function OpenMyRegistration({ registrationId }: { registrationId: string }) {
  const { t } = useTranslation('my-registration-page');
  const navigate = useNavigate();
  const open = useOpenMyRegistration(registrationId, useLocale());
  const go = () =>
    open.mutate(undefined, {
      onSuccess: (answer) => {
        if (!('url' in answer)) return;
        const to = new URL(answer.url, window.location.href);
        void navigate(`${to.pathname}${to.search}`);
      },
    });
  return (
    <section aria-labelledby="my-registration-heading" className={css.part}>
      <h2 id="my-registration-heading" className={panel.heading}>
        {t('pageLink.title')}
      </h2>
      <p className={css.text}>{t('pageLink.text')}</p>
      <HydratedButton variant="outlined" onClick={go} disabled={open.isPending} aria-busy={open.isPending} startIcon={open.isPending ? <Spinner size={16} /> : undefined}>
        {open.isPending ? t('pageLink.opening') : t('pageLink.open')}
      </HydratedButton>
      {open.data && 'mailed' in open.data && (
        <Notice severity="success" role="status">
          {t('pageLink.mailed')}
        </Notice>
      )}
      {open.error && (
        <Notice severity="error" role="alert">
          {open.error.message}
        </Notice>
      )}
      <FindRegistrationsLink />
    </section>
  );
}
