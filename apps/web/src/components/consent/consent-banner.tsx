import { useEffect, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ALL_GRANTED, ALL_REFUSED } from '@portal/domain/privacy/consent';
import { PRIVACY_PATH } from '@portal/domain/privacy/paths';
import { hydratingMark, useHydrated } from '../../lib/use-hydrated';
import { button } from '../../styles/button.css';
import { container } from '../../styles/layout.css';
import { errorText, link } from '../../styles/text.css';
import * as css from './consent-banner.css';
import { useSaveConsent } from './use-save-consent';

/**
 * The first-visit question, fixed at the bottom of the screen: fixed, it moves none of the page's
 * content (no layout shift), and the spacer the host puts after the footer (its height reported
 * by `onHeight`) lets the page scroll its last buttons above it, so it never blocks them. Accept
 * and refuse look the same: refusing is as easy as accepting. Not a modal: the page stays usable.
 * The choices wait for the app to adopt the banner (lib/use-hydrated.ts): before, a tap would do nothing.
 */
export function ConsentBanner({ onChoose, onDecided, onHeight }: { onChoose: (opener: HTMLElement) => void; onDecided: () => void; onHeight: (px: number) => void }) {
  const { t } = useTranslation();
  const save = useSaveConsent(onDecided);
  const ref = useBannerHeight(onHeight);
  const hydrated = useHydrated();
  const disabled = !hydrated || save.isPending;
  const choice = (variant: 'contained' | 'outlined') => ({ type: 'button' as const, disabled, ...hydratingMark(hydrated), className: `${button({ variant })} ${css.action}` });
  return (
    <section ref={ref} aria-labelledby="consent-title" aria-describedby="consent-text" className={css.banner}>
      <div className={`${container({ width: 'lg' })} ${css.layout}`}>
        <div className={css.copy}>
          <h2 id="consent-title" className={css.title}>
            {t('consent.title')}
          </h2>
          <p id="consent-text" className={css.text}>
            {t('consent.text')}{' '}
            <Link to={PRIVACY_PATH} className={link}>
              {t('consent.policyLink')}
            </Link>
          </p>
          {save.error && (
            <p role="alert" className={`${errorText} ${css.error}`}>
              {save.error.message}
            </p>
          )}
        </div>
        <div className={css.actions}>
          <button {...choice('contained')} onClick={() => save.mutate(ALL_GRANTED)}>
            {t('consent.acceptAll')}
          </button>
          <button {...choice('contained')} onClick={() => save.mutate(ALL_REFUSED)}>
            {t('consent.refuseAll')}
          </button>
          <button {...choice('outlined')} aria-haspopup="dialog" onClick={(e) => onChoose(e.currentTarget)}>
            {t('consent.choose')}
          </button>
        </div>
      </div>
    </section>
  );
}

/** Reports the banner's height as it changes (text wraps differently per width and language). */
function useBannerHeight(onHeight: (px: number) => void): Ref<HTMLElement> {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => onHeight(el.offsetHeight));
    observer.observe(el);
    return () => {
      observer.disconnect();
      onHeight(0);
    };
  }, [onHeight]);
  return ref;
}
