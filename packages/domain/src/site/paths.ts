import type { Step } from '../registration/status';

/** Entry points of the product's main screens, shared by links, the server and the sitemap. */
export const PATHS = {
  home: '/',
  registration: '/registration',
  schedule: '/live-training-schedule',
  scannerTrial: '/scanner-trial',
  registrationComplete: '/registration-complete',
  unsubscribe: '/reminders/unsubscribe',
} as const;

/**
 * Addresses people type or link that are not the spec's: each answers with a permanent redirect
 * to the spec's path (which keeps its historical spelling, 'clinical-eduaction').
 */
export const PATH_REDIRECTS: Readonly<Record<string, string>> = {
  '/provider/education-and-support/clinical-education': '/provider/education-and-support/clinical-eduaction',
};

/** Every funnel step after information has its own URL under the registration's id. */
export function stepPath(registrationId: string, step: Step): string {
  if (step === 'information') return PATHS.registration;
  return `${PATHS.registration}/${encodeURIComponent(registrationId)}/${step}`;
}

export const STEP_PATH_PATTERN = /^\/registration\/[A-Za-z0-9_-]{22}\/(objectives|education|quiz|checkout|complete)$/;

/** The back office's screens: everything under /admin is routed by the back office itself. */
export const ADMIN_BASE = '/admin';
export const ADMIN_PATH_PATTERN = /^\/admin(\/.*)?$/;
