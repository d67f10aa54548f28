import type { Status } from './status';

/** Statuses of a registration that is paid for: registering or resuming again leads to PATHS.registrationComplete. */
export const COMPLETE_STATUSES: readonly Status[] = ['confirmation', 'on_demand_confirmation', 'completed'];

export const isRegistrationComplete = (status: Status) => COMPLETE_STATUSES.includes(status);

/**
 * The `code` of the 409 that POST /api/register/ and GET /api/provider/email/{email} answer for
 * such a registration; the web app recognises it and opens the 'Registration already complete' page.
 */
export const REGISTRATION_COMPLETE_CODE = 'registration_complete';
