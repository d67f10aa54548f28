import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMoney, type Money } from '@portal/domain/locale/format';
import type { MyRegistrationView } from '@portal/domain/my-registration/views';
import { receiptFileName } from '@portal/domain/receipts/receipt';
import { Notice } from '../../../components/notice';
import * as panel from '../../../components/panel.css';
import { useLocale } from '../../../lib/locale';
import { button } from '../../../styles/button.css';
import { body1, link } from '../../../styles/text.css';
import { CourseDetails } from '../../completion/components/course-details';
import { TicketList } from '../../completion/components/ticket-list';
import { UserId } from '../../completion/components/user-id';
import { CancelSection } from './cancel-section';
import { ChangesNote } from './changes-note';
import { DueSection } from './due-section';
import { EvaluationSection } from './evaluation-section';
import { MoveSection } from './move-section';
import { TeamSection } from './team-section';
import { TranscriptSection } from './transcript-section';
import * as css from './my-registration-details.css';

/**
 * The registration's parts, each an outlined panel or a titled section, in the order a registrant
 * looks for them; what they may change sits beside what it changes (moving under the session,
 * the team's form under the team), cancelling last. What an action did is said at the top, where
 * focus goes once it is done (the button that did it may be gone with the action).
 */
export function MyRegistrationDetails({ registration: r, token }: { registration: MyRegistrationView; token: string }) {
  const { t } = useTranslation(['my-registration-page', 'completion', 'evaluation']);
  // A new object each time: the same message twice (the team saved again) takes focus again.
  const [done, setDoneState] = useState<{ text: string } | null>(null);
  const setDone = (text: string) => setDoneState({ text });
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) requestAnimationFrame(() => doneRef.current?.focus());
  }, [done]);
  return (
    <div className={css.parts}>
      <p className={body1}>{t('page.intro', { name: r.firstName })}</p>
      {done && (
        <Notice ref={doneRef} tabIndex={-1} severity="success" role="status" className={css.done}>
          <span data-testid="action-done">{done.text}</span>
        </Notice>
      )}
      <State registration={r} />
      {r.clinId && <UserId clinId={r.clinId} />}
      <CourseDetails course={r.course} />
      <ChangesNote registration={r} />
      <DueSection registration={r} token={token} onDone={setDone} />
      <MoveSection registration={r} token={token} onDone={setDone} />
      <TeamSection registration={r} token={token} onDone={setDone} />
      {r.documents.length > 0 && <Documents registration={r} />}
      {r.tickets.length > 0 && <TicketList tickets={r.tickets} />}
      <EvaluationSection registration={r} token={token} />
      {r.evaluation.certificateWaits && (
        <section aria-labelledby="certificate-heading">
          <h2 id="certificate-heading" className={panel.heading}>
            {t('certificate.title')}
          </h2>
          <p className={css.text}>{t('evaluation:page.certificateWaits')}</p>
        </section>
      )}
      {r.certificate && (
        <section aria-labelledby="certificate-heading">
          <h2 id="certificate-heading" className={panel.heading}>
            {t('certificate.title')}
          </h2>
          <p className={css.text}>{t('certificate.text')}</p>
          <div className={css.downloads}>
            <a href={r.certificate.certificateUrl} download className={button({ variant: 'contained' })}>
              {t('certificate.certificate')}
            </a>
            <a href={r.certificate.letterUrl} download className={button({ variant: 'outlined' })}>
              {t('certificate.letter')}
            </a>
          </div>
        </section>
      )}
      <TranscriptSection token={token} />
      <CancelSection registration={r} token={token} onDone={setDone} />
    </div>
  );
}

/**
 * Where the registration stands: ended (cancelled or refunded, and what came back, when), not
 * finished (and where to carry on), or complete. The refund's day is said in the session's zone.
 */
function State({ registration: r }: { registration: MyRegistrationView }) {
  const { t } = useTranslation('my-registration-page');
  const locale = useLocale();
  const refunded = r.refunded && (
    <span data-testid="refunded" suppressHydrationWarning>
      {t('state.refundedAmount', {
        amount: formatMoney({ cents: r.refunded.refundedCents, currency: r.refunded.currency as Money['currency'] }, locale),
        date: formatDate(r.refunded.lastRefundAt, locale, r.course.timeZone),
      })}
    </span>
  );
  return (
    <section aria-labelledby="state-heading" className={panel.panel}>
      <h2 id="state-heading" className={panel.heading}>
        {t('state.title')}
      </h2>
      {r.ended ? (
        <Notice severity="warning" role="none">
          {t(`state.${r.ended}`)} {refunded}
        </Notice>
      ) : r.continuePath ? (
        <div className={css.state}>
          <p className={body1}>{t('state.unfinished')}</p>
          <Link to={r.continuePath} className={button()}>
            {t('state.continue')}
          </Link>
        </div>
      ) : (
        <p className={body1}>
          {t('state.complete')} {refunded}
        </p>
      )}
    </section>
  );
}

/**
 * Every receipt and credit note, each with its amount, then what they add up to (issue 50: after
 * a move, what the registration holds is what its session and team cost). The amount sits beside
 * the link, not in it: the link's name is the document's.
 */
function Documents({ registration: r }: { registration: MyRegistrationView }) {
  const { t } = useTranslation('my-registration-page');
  const locale = useLocale();
  const amounts = r.documents.flatMap((d) => (d.amount ? [{ ...d.amount, sign: d.kind === 'refund' ? -1 : 1 }] : []));
  const currency = amounts[0]?.currency;
  // One currency is all a registration pays in; a total across two would mean nothing.
  const total = currency && amounts.every((a) => a.currency === currency) ? amounts.reduce((sum, a) => sum + a.sign * a.cents, 0) : null;
  return (
    <section aria-labelledby="documents-heading">
      <h2 id="documents-heading" className={panel.heading}>
        {t('documents.title')}
      </h2>
      <p className={css.text}>{t('documents.text')}</p>
      <ul className={css.list} data-testid="documents">
        {r.documents.map((d) => (
          <li key={d.number} className={css.item} data-testid="document">
            <a href={d.path} download={receiptFileName(d.kind, d.number)} className={link}>
              {t(`documents.${d.kind}`, { number: d.number })}
            </a>
            {d.amount && (
              <span className={css.amount} data-testid="document-amount">
                {t(d.kind === 'refund' ? 'documents.amountRefunded' : 'documents.amountPaid', { amount: formatMoney(d.amount, locale) })}
              </span>
            )}
          </li>
        ))}
      </ul>
      {total !== null && amounts.length > 1 && (
        <p className={css.text} data-testid="documents-total">
          {t('documents.total', { amount: formatMoney({ cents: total, currency: currency! }, locale) })}
        </p>
      )}
    </section>
  );
}
