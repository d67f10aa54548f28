import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiPost, mailTo, payRegistration } from './fixtures';
import { waitForHydration } from './hydration';
import { openReady, sidewaysOverflow } from './public-pages';
import { nextCode, currentCode, PASSWORD, setupLinkFor } from './staff';

/** A registration page's link in a mail: the path and its token (and the reader's locale when not en). */
export const LINK = /https?:\/\/\S+?\/my-registration\?token=[A-Za-z0-9_-]{22}(?:&locale=[A-Za-z-]+)?/;

/** The registration page's address (path and query) in the newest mail to `email` whose subject matches. */
export async function linkInMail(request: APIRequestContext, email: string, subject: (s: string) => boolean): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const mail = (await mailTo(request, email)).find((m) => subject(m.subject) && LINK.test(m.text));
      found = mail ? LINK.exec(mail.text)![0] : '';
      return found;
    })
    .not.toBe('');
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}

/** Nothing scrolls sideways on a 320 px phone; the viewport goes back to a 390 px phone's after. */
export async function fitsNarrowPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await sidewaysOverflow(page), name).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
}

/**
 * An operations account signed in on `request` through the API (set-up link, password,
 * authenticator code, then sign-in), as the back office's screens do it: for journeys that need
 * a session of their own, whose seats no other journey touches.
 */
export async function signInOperations(request: APIRequestContext) {
  const { email, path } = await setupLinkFor(request, 'operations');
  const token = new URL(path, 'http://x').searchParams.get('token')!;
  const enrol = await apiPost(request, '/api/admin/setup/password', { token, password: PASSWORD });
  if (!enrol.ok()) throw new Error(`setup: ${enrol.status()} ${await enrol.text()}`);
  const { secret } = (await enrol.json()) as { secret: string };
  expect((await apiPost(request, '/api/admin/setup/confirm', { token, code: await currentCode(secret) })).ok()).toBe(true);
  expect((await apiPost(request, '/api/admin/auth/login', { email, password: PASSWORD })).ok()).toBe(true);
  // A code is good once: the sign-in takes the next one.
  const signedIn = await apiPost(request, '/api/admin/auth/code', { code: await nextCode(secret) });
  if (!signedIn.ok()) throw new Error(`sign-in: ${signedIn.status()} ${await signedIn.text()}`);
}

/** A published in-person session of the standard fundamentals course, in Chicago's zone, made by staff (signInOperations); $1,495 (CA$1,895) unless `fees` says. */
export async function createSession(staff: APIRequestContext, s: { venue: string; startsAt: string; endsAt: string; seats: number; teamSeats: number; fees?: { usdCents: number; cadCents: number } }) {
  const res = await apiPost(staff, '/api/admin/sessions', {
    kind: 'fundamentals', courseType: 'live', variant: 'standard', modality: 'in_person', titleEn: 'Clear-Aligner Fundamentals', titleFr: 'Principes fondamentaux des aligneurs transparents',
    presenter: 'Dr. Maya Patel', language: 'en', timeZone: 'America/Chicago', startsAt: s.startsAt, endsAt: s.endsAt, days: 1,
    venue: s.venue, address: '1 Lake Ave', city: 'Duluth', state: 'MN', country: 'US',
    seatsCapacity: s.seats, teamSeatAmount: s.teamSeats, feeUsdCents: s.fees?.usdCents ?? 149500, feeCadCents: s.fees?.cadCents ?? 189500, status: 'published',
  });
  if (!res.ok()) throw new Error(`session: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: string };
}

/**
 * A paid registration made through the real information form's API (so its seats, the doctor's and
 * the team's, are claimed), in `locale`, moved to checkout by the development fixture and paid.
 */
export async function paidRegistration(request: APIRequestContext, campaignId: string, email: string, locale: string, team: { type: string; email: string; firstName: string; lastName: string }[]) {
  const person = {
    campaignId, firstName: 'Dana', lastName: 'Reyes', email, phone: '(312) 555-0123', practiceName: 'Lakeshore Dental', role: 'doctor_owner', specialty: 'gp',
    address1: '100 Main St', address2: '', city: 'Chicago', country: 'US', state: 'IL', postalCode: '60601', licenseNumber: 'IL-4455', licenseState: 'IL',
    npiNumber: '1234567893', agdNumber: '', hotelNeeded: 'no', dietaryRestrictions: '', dsoCode: '', teamMembers: team,
  };
  const registered = await apiPost(request, `/api/register/?locale=${locale}`, person);
  if (!registered.ok()) throw new Error(`register: ${registered.status()} ${await registered.text()}`);
  const { id } = (await registered.json()) as { id: string };
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const moved = await request.patch(`/api/dev/registrations/${id}/status`, { data: { status: 'cart' }, headers: { 'X-XSRF-TOKEN': xsrf } });
  if (!moved.ok()) throw new Error(`status: ${moved.status()} ${await moved.text()}`);
  return { id, ...(await payRegistration(request, id)) };
}

/** Staff change a session (PATCH /api/admin/sessions/:id), for example its self-service policy. */
export async function changeSession(staff: APIRequestContext, id: string, patch: Record<string, unknown>) {
  const xsrf = (await staff.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await staff.patch(`/api/admin/sessions/${id}`, { data: patch, headers: { 'X-XSRF-TOKEN': xsrf } });
  if (!res.ok()) throw new Error(`session change: ${res.status()} ${await res.text()}`);
}

/**
 * Issue 52's journeys: the evaluation invitations mailed now (the per-minute job's work), and the
 * registrant's own page opened from `email`'s invitation (its subject starts with `subject`), hydrated.
 */
export async function openFromEvaluationInvitation(page: Page, request: APIRequestContext, email: string, subject: string) {
  expect((await apiPost(request, '/api/dev/evaluations/invite', {})).ok()).toBe(true);
  await openReady(page, await linkInMail(request, email, (s) => s.startsWith(subject)));
  await waitForHydration(page);
}

/** Every question of the evaluation form answered: `rating` for each rating, `no` to the commercial-bias question. */
export async function answerEvaluation(section: Locator, answers: { rating: string; no: string }) {
  for (const group of await section.getByRole('radiogroup').all()) {
    const isBias = (await group.getAttribute('aria-labelledby')) === 'commercial_bias-legend';
    await group.getByRole('radio', { name: isBias ? answers.no : answers.rating, exact: true }).check();
  }
}
