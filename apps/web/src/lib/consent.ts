import { useSyncExternalStore } from 'react';
import { CONSENT_COOKIE, currentChoices, type ConsentCategory, type ConsentChoices } from '@portal/domain/privacy/consent';
import { readCookie } from './cookies';

/**
 * The visitor's tracking choices, read from the consent cookie the server writes when it has
 * recorded a decision (POST /api/consents). Null: no choice yet under the current texts, so
 * nothing of any category may be set or sent.
 */
export function consentChoices(): ConsentChoices | null {
  return currentChoices(readCookie(CONSENT_COOKIE));
}

export function consentGranted(category: ConsentCategory): boolean {
  return consentChoices()?.[category] === true;
}

const listeners = new Set<() => void>();

/** Told after a decision was recorded and its cookie set, so the banner and the settings follow. */
export function consentChanged(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Whether the visitor has chosen, as the server saw it for its render: entry-server.tsx passes it
 * per page (renders run one at a time), so a visitor who chose gets no banner in the HTML either.
 */
let serverDecided = false;
export function provideServerConsent(decided: boolean): void {
  serverDecided = decided;
}

const decidedNow = () => (typeof document === 'undefined' ? serverDecided : consentChoices() !== null);

/** True once the visitor has chosen (under the current texts); the same value on the server and at hydration. */
export function useConsentDecided(): boolean {
  return useSyncExternalStore(subscribe, decidedNow, decidedNow);
}
