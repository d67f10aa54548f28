/**
 * Seats sell while people browse: the answers that show them (the schedule, availability) go stale
 * after 30 seconds rather than the app's 5 minutes (lib/query-client.ts). Its own module: importing
 * the query client would make one wherever this is read.
 */
export const SEATS_STALE_TIME = 30_000;
