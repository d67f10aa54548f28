import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isResending, onResendingChange } from '../lib/api-client';
import { Notice } from './notice';
import { notice, region } from './still-working.css';

/**
 * 'Still working… the server is busy, trying again', while the HTTP client sends a write again
 * after the server's busy answer (lib/api-client.ts, resendWhenBusy); the form's button keeps its
 * busy state meanwhile, as its request has not ended. One for the whole site (the layout), so a
 * save without a button (the modules' progress) is covered too. The polite live region is always
 * on the page, empty, so that screen readers announce the text when it appears; it is aria-live
 * without the status role, which the pages' own status messages keep for themselves.
 */
export function StillWorking() {
  const { t } = useTranslation();
  const resending = useSyncExternalStore(onResendingChange, isResending, () => false);
  return (
    <div aria-live="polite" className={region}>
      {resending && (
        <Notice severity="info" role="none" className={notice}>
          {t('stillWorking')}
        </Notice>
      )}
    </div>
  );
}
