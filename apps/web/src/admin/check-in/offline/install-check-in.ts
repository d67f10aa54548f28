import { useEffect } from 'react';
import { languageOf, normalizeLocale } from '@portal/domain/locale/locales';
import { get } from '../../../lib/api-client';
import { CHECK_IN_CACHES, CHECK_IN_SCOPE, CHECK_IN_SW_URL } from './offline-scope';
import { forgetRosters } from './roster-store';

const LAST_SESSION = 'portal:check-in:last-session';

/**
 * Makes the check-in screen an app on the phone (issue 43): links its web app manifest (in the
 * staff member's language; start_url /admin/check-in/ opens the last session checked in here) and
 * registers its service worker, from this screen only. A production build only: `npm run dev`
 * builds no worker.
 */
export function useCheckInApp(sessionId: string, locale: string, session: { endsAt: string | null | undefined; ended: boolean }) {
  const { endsAt, ended } = session;
  useEffect(() => {
    if (!sessionId) return;
    // An ended session is no place for the installed app to open again (issue 50); the pointer
    // carries the end, so it is not followed after the end even if this screen never saw it.
    if (ended) forgetLastSession(sessionId);
    else localStorage.setItem(LAST_SESSION, JSON.stringify({ id: sessionId, endsAt: endsAt ?? null }));
  }, [sessionId, endsAt, ended]);
  useEffect(() => {
    const normalized = normalizeLocale(locale) ?? 'en';
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = `/check-in-${languageOf(normalized) === 'fr' ? 'fr-CA' : normalized}.webmanifest`;
    document.head.append(link);
    return () => link.remove();
  }, [locale]);
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !sessionId) return;
    // The screen's first reads went out before the worker existed: once it controls the page they
    // are made again through it, so its copies hold them when the phone next opens offline.
    const keep = () => {
      for (const path of [ME, `${SESSIONS}/${encodeURIComponent(sessionId)}`, `${SESSIONS}/${encodeURIComponent(sessionId)}/check-in/summary`]) get(path).catch(() => undefined);
    };
    if (navigator.serviceWorker.controller) return;
    navigator.serviceWorker.addEventListener('controllerchange', keep, { once: true });
    navigator.serviceWorker.register(CHECK_IN_SW_URL, { scope: CHECK_IN_SCOPE }).catch(() => undefined);
    return () => navigator.serviceWorker.removeEventListener('controllerchange', keep);
  }, [sessionId]);
}

const ME = '/api/admin/auth/me';
const SESSIONS = '/api/admin/sessions';

interface LastSession {
  id: string;
  endsAt: string | null;
}

const readLast = (): LastSession | null => {
  const raw = localStorage.getItem(LAST_SESSION);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as LastSession;
  } catch {
    return { id: raw, endsAt: null }; // kept by the screen before issue 50: the id alone
  }
};

/** The session last checked in on this phone, for the installed app's start page; none once it has ended. */
export function lastCheckInSession(now = new Date()): string | null {
  const last = readLast();
  if (last?.endsAt && Date.parse(last.endsAt) <= now.getTime()) {
    localStorage.removeItem(LAST_SESSION);
    return null;
  }
  return last?.id ?? null;
}

function forgetLastSession(sessionId: string) {
  if (readLast()?.id === sessionId) localStorage.removeItem(LAST_SESSION);
}

/**
 * On sign-out: the phone forgets what the check-in screen kept of the back office (the last
 * session, the copies of who was signed in and of the session, the sessions' lists); the app's
 * code stays cached.
 */
export async function forgetCheckIn() {
  localStorage.removeItem(LAST_SESSION);
  if ('caches' in window) await caches.delete(CHECK_IN_CACHES.api);
  await forgetRosters();
}
