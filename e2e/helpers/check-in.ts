import { expect, type APIRequestContext } from '@playwright/test';
import { apiPost, createRegistration, payRegistration } from './fixtures';

/** A phone, as the door's staff hold it. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A live virtual session starting in an hour (check-in is open from two hours before), presented by `presenter`. */
export async function sessionStartingSoon(staff: APIRequestContext, presenter: string, seatsCapacity = 20): Promise<string> {
  const starts = Date.now() + 3_600_000;
  const made = await apiPost(staff, '/api/admin/sessions', {
    kind: 'fundamentals', courseType: 'live', variant: 'standard', modality: 'virtual', titleEn: 'Door Fundamentals', titleFr: 'Fondamentaux à la porte', language: 'en',
    presenter, timeZone: 'America/Chicago', startsAt: new Date(starts).toISOString(), endsAt: new Date(starts + 7 * 3_600_000).toISOString(),
    meetingUrl: 'https://meet.example.com/door', seatsCapacity, feeUsdCents: 149500, feeCadCents: 199500,
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  expect((await apiPost(staff, `/api/admin/sessions/${id}/publish`, {})).ok()).toBe(true);
  return id;
}

/** A registrant who has paid for the session, and their door ticket's token (read from the 'All Set!' page's data). */
export async function paidTicket(request: APIRequestContext, offeringId: string, email: string) {
  const { id } = await createRegistration(request, { offeringId, status: 'cart', email });
  await payRegistration(request, id);
  // The tickets are answered only to the browser that paid (issue 50): this request context is it.
  const { tickets } = (await (await request.get(`/api/confirmation/${id}/details`)).json()) as { tickets: { qrUrl: string }[] };
  return { id, email, token: tickets[0].qrUrl.split('/')[3] };
}
