import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { registrationWithTrialChoice } from '@portal/domain/leads/paths';
import { TERMS_PATH } from '@portal/domain/site/navigation';
import { ApiError } from '../../lib/api-client';
import { CheckBox } from '../check-box';
import { HydratedButton } from '../form/hydrated-button';
import { Notice } from '../notice';
import { Spinner } from '../spinner';
import * as text from '../../styles/text.css';
import type { ScannerTrialOfferProps } from './scanner-trial-props';
import * as css from './trial-actions.css';

type Pending = 'add' | 'decline' | null;

/**
 * 'Add to your cart' (needs the trial terms, spec section 5) and 'Continue without trial' (does
 * not). With handlers (campaign page) they run them and show a failure's text; without, they go
 * to the registration with the choice in the URL.
 */
export function TrialActions({ onAddToCart, onContinueWithoutTrial }: Pick<ScannerTrialOfferProps, 'onAddToCart' | 'onContinueWithoutTrial'>) {
  const { t } = useTranslation('scannerTrial');
  const navigate = useNavigate();
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const checkbox = useRef<HTMLInputElement>(null);
  const plain = !onAddToCart && !onContinueWithoutTrial;

  const run = async (which: Exclude<Pending, null>, action: () => Promise<void> | void) => {
    setError(null);
    setPending(which);
    try {
      await action();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('errors:generic'));
    } finally {
      setPending(null);
    }
  };

  const add = () => {
    if (!terms) {
      setTermsError(true);
      checkbox.current?.focus();
      return;
    }
    void run('add', () => (onAddToCart ? onAddToCart({ added_to_cart: true, terms_accepted: true }) : navigate(registrationWithTrialChoice(true))));
  };
  const decline = () =>
    void run('decline', () => (onContinueWithoutTrial ? onContinueWithoutTrial({ added_to_cart: false }) : navigate(registrationWithTrialChoice(false))));

  return (
    <section id="trial-offer" aria-labelledby="trial-offer-title" aria-busy={pending !== null} className={css.offer}>
      <h2 id="trial-offer-title" className={css.title}>
        {t('offer.title')}
      </h2>
      <p className={css.intro}>{t('offer.text')}</p>
      <CheckBox
        id="trial-terms"
        label={t('offer.terms')}
        checked={terms}
        onChange={(checked) => {
          setTerms(checked);
          if (checked) setTermsError(false);
        }}
        inputRef={checkbox}
        error={termsError ? t('offer.termsRequired') : undefined}
      />
      <div className={css.termsLink}>
        <a href={TERMS_PATH} target="_blank" rel="noopener" className={text.link}>
          {t('offer.termsLink')}
        </a>
      </div>
      <div className={css.actions}>
        {error && (
          <Notice severity="error" role="alert">
            {error}
          </Notice>
        )}
        <div className={css.buttons}>
          <HydratedButton variant="contained" size="large" disabled={pending !== null} onClick={add} startIcon={pending === 'add' ? <Spinner size={18} /> : undefined}>
            {t('offer.accept')}
          </HydratedButton>
          <HydratedButton variant="outlined" size="large" disabled={pending !== null} onClick={decline} startIcon={pending === 'decline' ? <Spinner size={18} /> : undefined}>
            {t('offer.reject')}
          </HydratedButton>
        </div>
        {plain && <p className={css.note}>{t('offer.notRegistered')}</p>}
      </div>
    </section>
  );
}
