import { useTranslation } from 'react-i18next';
import { NEXT_STEPS, surveyUrl } from '@portal/domain/completion/completion';
import { externalLink } from '@portal/domain/site/links';
import { FormLoading } from '../../../components/form-loading';
import { Notice } from '../../../components/notice';
import { useLocale } from '../../../lib/locale';
import { siteConfig } from '../../../lib/site-config';
import { body1, body2 } from '../../../styles/text.css';
import { useConfirmation, useConfirmationDetails } from '../api/get-confirmation';
import { OpenMyRegistration } from '../../my-registration/components/open-my-registration';
import * as css from './completion-details.css';
import { CourseDetails } from './course-details';
import { ExternalLink } from './external-link';
import * as panel from './panel.css';
import { ReceiptDownload } from './receipt-download';
import { TicketList } from './ticket-list';
import { UserId } from './user-id';

/**
 * The user ID, the course, next steps, the provider portal and the survey (GET /api/confirmation/{id},
 * for anyone with the id); the name, e-mail address, tickets and receipt only in the browser that
 * paid (GET .../details, issue 50), elsewhere a note saying where they are.
 */
export function CompletionDetails({ id }: { id: string }) {
  const { t } = useTranslation('completion');
  const locale = useLocale();
  const confirmation = useConfirmation(id, locale);
  const details = useConfirmationDetails(id, locale);
  const own = details.data;

  if (confirmation.error) return <Notice severity="error">{confirmation.error.message}</Notice>;
  const c = confirmation.data;
  if (!c) return <FormLoading />;
  return (
    <div className={css.parts}>
      <p className={body1}>{own ? t('intro', { name: own.firstName }) : t('introPlain')}</p>
      <UserId clinId={c.clinId} help />
      {c.limitedPortalView && <Notice severity="info">{t('limitedView')}</Notice>}
      <p className={body2}>{own?.confirmationEmailed ? t('emailNote', { email: own.email }) : t('confirmedNote')}</p>
      <CourseDetails course={c.course} disclosures={c.disclosures} />
      {own && own.tickets.length > 0 && <TicketList tickets={own.tickets} />}
      {own?.receipt && <ReceiptDownload receipt={own.receipt} />}
      {details.error && (
        <Notice severity="info" role="status">
          {details.error.message}
        </Notice>
      )}
      <OpenMyRegistration registrationId={c.id} />
      <section aria-labelledby="next-steps-heading">
        <h2 id="next-steps-heading" className={panel.heading}>
          {t('nextStepsTitle')}
        </h2>
        <ol className={css.steps}>
          {NEXT_STEPS.map((s) => (
            <li key={s} className={css.step}>
              {t(`nextSteps.${s}`)}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="portal-heading">
        <h2 id="portal-heading" className={panel.heading}>
          {t('portal.title')}
        </h2>
        <p className={panel.text}>{t('portal.text')}</p>
        <ExternalLink href={externalLink('providerLogin', locale, siteConfig())}>{t('portal.link')}</ExternalLink>
      </section>
      <section aria-labelledby="survey-heading">
        <h2 id="survey-heading" className={panel.heading}>
          {t('survey.title')}
        </h2>
        <p className={panel.text}>{t('survey.text')}</p>
        <ExternalLink href={surveyUrl(locale, siteConfig())}>{t('survey.link')}</ExternalLink>
      </section>
    </div>
  );
}
