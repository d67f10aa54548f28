import type { APIRequestContext } from '@playwright/test';
import type { Status } from '@portal/domain/registration/status';

/** The demo offerings seeded on every start (apps/server/src/features/offerings/seed.ts). */
export const OFFERINGS = {
  onDemand: 'XSWcyRJca9vioeovVKDYEA',
  onDemandPediatric: 'bCPnLKuwK1jZhm00ly2ehw',
  liveChicago: 'Cn9DwAy62m_-VXgk9y6L5Q',
  liveVirtualFrench: 'riYq_FCdlx8XAwtXpBfZIw',
  livePediatricDenver: 'kRWzZZmh4xZElIKiuiqHMg',
  onboardingSoldOut: 'LzjoUxJipP3dO62WpzROZQ',
} as const;

/** A state-changing API call the way the web app makes it: XSRF cookie echoed in the header. */
export async function apiPost(request: APIRequestContext, url: string, data: unknown) {
  await request.get('/healthz');
  const state = await request.storageState();
  const token = state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return request.post(url, { data, headers: { 'X-XSRF-TOKEN': token } });
}

/** A registration already at `status` (dev-only endpoint), for journeys that test one step. */
export async function createRegistration(
  request: APIRequestContext,
  opts: { offeringId: string; status: Status; email?: string; locale?: string; country?: 'US' | 'CA' | 'PR'; firstName?: string; lastName?: string; agdNumber?: string },
): Promise<{ id: string; email: string }> {
  const res = await apiPost(request, '/api/dev/registrations', opts);
  if (!res.ok()) throw new Error(`fixture failed: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** The newest e-mails to an address, from the dev outbox. */
export async function mailTo(request: APIRequestContext, to: string): Promise<{ subject: string; text: string; html: string | null; attachments: string[] }[]> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return res.json();
}

/** Pays a registration at checkout the way the browser does (sandbox card token, then the payment), optionally with a coupon. */
export async function payRegistration(request: APIRequestContext, registrationId: string, couponCode?: string) {
  const card = await apiPost(request, '/api/payments/sandbox/tokenize', { cardNumber: '4242 4242 4242 4242', nameOnCard: 'Maya Patel', expiry: `11/${(new Date().getUTCFullYear() + 2) % 100}`, cvv: '731', postalCode: '60601' });
  if (!card.ok()) throw new Error(`tokenize: ${card.status()} ${await card.text()}`);
  const { version } = (await (await request.get('/api/tc/')).json()) as { version: string };
  const paid = await apiPost(request, '/api/payment/', {
    registrationId, paymentToken: (await card.json()).token, idempotencyKey: `e2e-${registrationId}-${Date.now()}`, termsAccepted: true, termsVersion: version,
    billing: { address1: '100 Main St', address2: '', city: 'Chicago', country: 'US', state: 'IL', postalCode: '60601' }, ...(couponCode ? { couponCode } : {}),
  });
  if (!paid.ok()) throw new Error(`payment: ${paid.status()} ${await paid.text()}`);
  return (await paid.json()) as { clinId: string };
}
