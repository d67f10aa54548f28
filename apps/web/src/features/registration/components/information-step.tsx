import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '@portal/domain/site/paths';
import { FunnelStepper } from '../../../components/funnel/funnel-stepper';
import { Notice } from '../../../components/notice';
import { SessionDisclosures } from '../../../components/session-disclosures';
import { Spinner } from '../../../components/spinner';
import { useLocale } from '../../../lib/locale';
import { HydratedButton } from '../../../components/form/hydrated-button';
import { link } from '../../../styles/text.css';
import { useAvailability } from '../api/get-availability';
import { InformationForm } from './information-form';
import { LazyResumeDialog } from './lazy-resume-dialog';
import * as css from './information-step.css';

/** `?resume=1`: the visitor came to pick up a registration (a link in an e-mail or a message): the dialog opens by itself. */
export const RESUME_PARAM = 'resume';

/** /registration?campaign_id=…: the offering's availability, the stepper, the resume dialog and the form. */
export function InformationStep({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation(['registration', 'funnel']);
  const locale = useLocale();
  // A visitor who has not started anything sees the form, with a banner offering the dialog; it
  // opens by itself only for a visitor who came to resume.
  const [params] = useSearchParams();
  const hold = params.get('hold') ?? undefined;
  const availability = useAvailability(campaignId, locale, hold);
  const [open, setOpen] = useState(() => params.get(RESUME_PARAM) === '1');

  if (availability.error) {
    return (
      <div className={css.failed}>
        <Notice severity="error">{availability.error.message}</Notice>
        <Link to={PATHS.registration} className={link}>
          {t('chooser.back')}
        </Link>
      </div>
    );
  }
  const a = availability.data;
  if (!a) {
    return (
      <div className={css.loading}>
        <Spinner label={t('common:loading')} />
      </div>
    );
  }

  return (
    <div>
      <FunnelStepper current="information" status={null} courseType={a.course_type ?? 'live'} />
      <div className={css.step}>
        <p className={css.course}>
          <span className={css.courseLabel}>{t('courseLabel')} </span>
          <strong>{a.title}</strong>
        </p>
        {/* Told before registering (ADA CERP standard V): the course's and the presenter's commercial relationships. */}
        <SessionDisclosures disclosures={a.disclosures} heading={t('disclosures')} otherLanguage={t('disclosuresOtherLanguage')} />
        <Notice severity="info">
          <p className={css.bannerText}>{t('resume.banner')}</p>
          {/* The page may be the server's: the button opens nothing until the app has adopted it. */}
          <HydratedButton variant="outlined" onClick={() => setOpen(true)} className={css.bannerAction}>
            {t('resume.open')}
          </HydratedButton>
        </Notice>
        {a.held_until && (
          <Notice severity="success">{t('hold.held', { until: new Date(a.held_until).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' }) })}</Notice>
        )}
        {hold && !a.held_until && <Notice severity="warning">{t('hold.invalid')}</Notice>}
        {a.availability && a.variant && a.course_type && a.modality ? (
          // The form is adopted in a task of its own, after the rest of the step (selective hydration).
          <Suspense fallback={null}>
            <InformationForm
              course={{ campaignId, variant: a.variant, courseType: a.course_type, modality: a.modality, teamSeats: a.team_seat_amount, holdToken: a.held_until ? hold : undefined }}
              locale={locale}
              onSoldOut={() => void availability.refetch()}
            />
          </Suspense>
        ) : (
          <Notice severity="warning" className={css.soldOut}>
            <p className={css.soldOutText}>{t('soldOut')}</p>
            <Link to={PATHS.schedule} className={link}>
              {t('soldOutAction')}
            </Link>
          </Notice>
        )}
        <LazyResumeDialog open={open} onClose={() => setOpen(false)} />
      </div>
    </div>
  );
}
