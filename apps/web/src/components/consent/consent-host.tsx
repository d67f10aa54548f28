import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useConsentDecided } from '../../lib/consent';
import { ConsentBanner } from './consent-banner';
import { ConsentSettingsContext } from './consent-context';

// The settings (their texts, the checkboxes) load when they first open, not with every page.
const ConsentDialog = lazy(() => import('./consent-dialog').then((m) => ({ default: m.ConsentDialog })));

/**
 * The public pages' consent: the banner until the visitor has chosen (the server's render leaves
 * it out for a visitor who has, so it never flashes), the settings dialog, and where focus goes
 * after either: back to what opened the settings when it is still there (the footer's link),
 * else to the page's main content, never lost on the body.
 */
export function ConsentHost({ children }: { children: ReactNode }) {
  const decided = useConsentDecided();
  const [settings, setSettings] = useState(false);
  const [spacer, setSpacer] = useState(0);
  const opener = useRef<HTMLElement | null>(null);
  const focusTarget = useRef<'opener' | 'main' | null>(null);

  const openSettings = useCallback((el: HTMLElement | null) => {
    opener.current = el;
    setSettings(true);
  }, []);
  const closeSettings = useCallback((saved: boolean) => {
    // A save from the banner's 'Choose' removes the banner, and the button with it.
    focusTarget.current = saved && opener.current?.closest('#consent-banner') ? 'main' : 'opener';
    setSettings(false);
  }, []);
  const onBannerDecided = useCallback(() => {
    focusTarget.current = 'main';
  }, []);

  useEffect(() => {
    const target = focusTarget.current;
    if (settings || !target) return;
    focusTarget.current = null;
    const el = target === 'opener' && opener.current?.isConnected ? opener.current : document.getElementById('main');
    el?.focus({ preventScroll: target === 'main' });
  });

  return (
    <ConsentSettingsContext.Provider value={openSettings}>
      {!decided && (
        <div id="consent-banner">
          <ConsentBanner onChoose={openSettings} onDecided={onBannerDecided} onHeight={setSpacer} />
        </div>
      )}
      {children}
      {/* After the footer: the page can scroll its end above the fixed banner; nothing above it moves. */}
      {!decided && spacer > 0 && <div aria-hidden="true" style={{ height: spacer, flexShrink: 0 }} />}
      {settings && (
        <Suspense fallback={null}>
          <ConsentDialog onClose={() => closeSettings(false)} onSaved={() => closeSettings(true)} />
        </Suspense>
      )}
    </ConsentSettingsContext.Provider>
  );
}
