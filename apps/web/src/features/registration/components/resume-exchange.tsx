import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { stepPath } from '@portal/domain/site/paths';
import { Notice } from '../../../components/notice';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useExchangeResumeToken } from '../api/exchange-resume-token';
import { ResumeForm } from './resume-form';
import * as css from './resume-exchange.css';

/** Anything but a used, expired or malformed link (e.g. too many tries, network) shows its own text. */
const linkProblem = (err: Error | null) => (err && !(err instanceof ApiError && (err.status === 410 || err.status === 400)) ? err.message : null);

/**
 * /registration/resume?token=…: exchanges the e-mailed token (once) for the registration's
 * current step and goes there; a used or expired link explains itself and offers a new one.
 */
export function ResumeExchange({ token }: { token: string }) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const exchange = useExchangeResumeToken();
  const { mutate } = exchange;
  // The token works once: never send it twice (React runs effects twice in development).
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token, { onSuccess: (target) => navigate(stepPath(target.id, target.step), { replace: true }) });
  }, [token, mutate, navigate]);

  if (token && (exchange.isIdle || exchange.isPending || exchange.isSuccess)) {
    return (
      <div role="status" className={css.checking}>
        <Spinner size={24} className={css.spinner} />
        <p className={css.text}>{t('resume.checking')}</p>
      </div>
    );
  }
  return (
    <div className={css.problem}>
      <Notice severity="warning">{linkProblem(exchange.error) ?? t('resume.invalidLink')}</Notice>
      <section aria-labelledby="resume-new-link">
        <h2 id="resume-new-link" className={css.title}>
          {t('resume.requestNew')}
        </h2>
        <ResumeForm id="resume-page" />
      </section>
    </div>
  );
}
