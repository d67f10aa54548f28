import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import * as css from './loading-overlay.css';

/**
 * Full-screen overlay: shown while a route change loads, hidden on completion or error.
 * A plain fixed box with a CSS spinner: nothing but markup and the stylesheet.
 */
export function LoadingOverlay({ open }: { open: boolean }) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <div data-testid="loading-overlay" className={css.overlay}>
      <svg role="progressbar" aria-label={t('loading')} className={css.spinner} viewBox="0 0 44 44">
        <circle cx="22" cy="22" r="20.2" fill="none" stroke="currentColor" strokeWidth="3.6" strokeDasharray="95 32" strokeLinecap="round" />
      </svg>
    </div>
  );
}

export function RouteLoadingOverlay() {
  const navigation = useNavigation();
  return <LoadingOverlay open={navigation.state !== 'idle'} />;
}
