import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { expectAccessible } from './helpers/axe';
import { apiPost } from './helpers/fixtures';
import { newStaffSignsIn } from './helpers/staff';
import { startReceiver } from './helpers/webhook-receiver';

/**
 * Issue 29: an administrator connects the company's CRM. The receiver is started by the test on a
 * free port; the portal signs what it sends with the endpoint's secret (Standard Webhooks), which
 * the administrator sees once. The receiver goes down, the delivery fails with its error, comes
 * back, and the failed delivery is sent again from the screen.
 */

/** A DELETE with the XSRF token, as the back office sends it (apiPost's way). */
async function apiDelete(request: APIRequestContext, url: string) {
  const state = await request.storageState();
  const token = state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await request.delete(url, { headers: { 'X-XSRF-TOKEN': token } });
  expect(res.status(), await res.text()).toBe(204);
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('an administrator adds an endpoint, sends test events, sees one fail while the receiver is down and redelivers it', async ({ page, request }) => {
  test.slow(); // several screens, a delivery that fails and one sent again
  const receiver = await startReceiver();
  let id = '';
  try {
    await newStaffSignsIn(page, request, 'administrator');
    await page.getByRole('menuitem', { name: 'Webhooks' }).click();
    await expect(page.locator('#react-admin-title')).toHaveText('Webhooks');
    await page.getByRole('link', { name: 'Add endpoint' }).click();
    await page.getByLabel('Endpoint URL').fill(receiver.url());
    await page.getByLabel('Description').fill('CRM sync');
    // The shared schema answers at once: an endpoint receives at least one event.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Choose at least one event')).toBeVisible();
    await page.getByRole('checkbox', { name: /A registration is paid/ }).check();
    await page.getByRole('checkbox', { name: /A certificate is issued/ }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();

    // The signing secret, shown this once.
    const dialog = page.getByRole('dialog', { name: 'Signing secret' });
    await expect(dialog).toContainText('you will not see it again');
    const secret = await dialog.getByTestId('webhook-secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await expectAccessible(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await dialog.getByRole('button', { name: 'Copy secret' }).click();
    await expect(page.getByText('Secret copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await dialog.getByRole('button', { name: 'I have stored the secret' }).click();
    await expect(page).toHaveURL(/\/webhook-endpoints\/[^/]+\/show$/);
    id = decodeURIComponent(page.url().split('/').at(-2)!);
    await expect(page.getByText('CRM sync')).toBeVisible();
    await expect(page.getByText('A certificate is issued')).toBeVisible();
    // Never again: not on its page, not in what the API answers about it.
    await expect(page.getByText(secret)).toHaveCount(0);
    const read = await page.request.get(`/api/admin/webhook-endpoints/${encodeURIComponent(id)}`);
    expect(read.ok()).toBe(true);
    expect(await read.text()).not.toContain(secret.slice('whsec_'.length));

    // A test event reaches the receiver, signed with that secret, and shows as delivered.
    const deliveries = page.getByTestId('webhook-delivery');
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect(deliveries).toHaveCount(1);
    await expect(deliveries.first()).toContainText('Test event');
    await expect(deliveries.first()).toContainText('Delivered');
    await expect(deliveries.first().getByRole('cell').nth(3)).toHaveText('200');
    expect(receiver.received).toHaveLength(1);
    const [first] = receiver.received;
    const payload = new Webhook(secret).verify(first.body, first.headers as Record<string, string>) as { type: string };
    expect(payload.type).toBe('webhook.test');
    await expectAccessible(page);

    // The receiver is down: the next one fails with the connection's error and waits for a retry.
    await receiver.stop();
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect(deliveries).toHaveCount(2);
    const failed = deliveries.first();
    await expect(failed).toContainText('Failed, will retry');
    await expect(failed.getByRole('cell').nth(3)).toHaveText('No answer');
    await failed.getByRole('button', { name: 'Show response' }).click();
    await expect(page.getByRole('region', { name: 'Response to event Test event' })).toContainText(/refused|ECONNREFUSED/i);
    await expect(page.getByText(/^Enabled, failing since /)).toBeVisible();
    await expectAccessible(page);

    // Back up: sent again from the screen, delivered; the endpoint is no longer failing.
    await receiver.start();
    await failed.getByRole('button', { name: 'Redeliver' }).click();
    await expect(deliveries).toHaveCount(3);
    await expect(deliveries.first()).toContainText('Delivered');
    await expect(deliveries.first().getByRole('cell').nth(3)).toHaveText('200');
    await expect(page.getByText('Enabled', { exact: true })).toBeVisible();
    const last = receiver.received.at(-1)!;
    expect(() => new Webhook(secret).verify(last.body, last.headers as Record<string, string>)).not.toThrow();

    // On a phone, in French: the endpoint's page fits the width, its table scrolls in its own box.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/webhook-endpoints/${encodeURIComponent(id)}/show?locale=fr-CA`);
    await expect(page.getByRole('heading', { name: 'Envois' })).toBeVisible();
    await expect(deliveries.first()).toContainText('Livré');
    expect(await sideways(page)).toBe(0);
    await expectAccessible(page);
  } finally {
    await receiver.stop();
    // Other journeys on this server pay registrations and issue certificates: stop sending them here.
    if (id) await apiDelete(page.request, `/api/admin/webhook-endpoints/${encodeURIComponent(id)}`);
  }
});

test("an administrator changes an endpoint's events, turns it off (test events refused) and deletes it", async ({ page, request }) => {
  await newStaffSignsIn(page, request, 'administrator');
  const url = `https://crm.example.com/hooks/${Date.now()}`;
  const made = await apiPost(page.request, '/api/admin/webhook-endpoints', { url, description: 'Old CRM', events: ['lead.created'] });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  // From the list by keyboard: the endpoint's URL is a link to its page.
  await page.goto('/admin/webhook-endpoints');
  await page.getByRole('link', { name: url }).press('Enter');
  await expect(page).toHaveURL(/\/show$/);
  await expect(page.getByText('A lead comes in')).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('checkbox', { name: /A lead comes in/ }).uncheck();
  await page.getByRole('checkbox', { name: /A registration is cancelled/ }).check();
  await page.getByLabel('Description').fill('New CRM');
  await page.getByRole('switch', { name: 'Enabled: send events to this endpoint' }).uncheck();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/show$/);
  await expect(page.getByText('New CRM')).toBeVisible();
  await expect(page.getByText('A registration is cancelled')).toBeVisible();
  await expect(page.getByText('A lead comes in')).toHaveCount(0);
  await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
  // The server refuses a test event to an endpoint that is off, and says why.
  await page.getByRole('button', { name: 'Send test event' }).click();
  await expect(page.getByText('This endpoint is turned off: turn it on to send it events')).toBeVisible();

  await page.getByRole('button', { name: 'Delete endpoint' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete endpoint' });
  await expect(confirm).toContainText(url);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Endpoint deleted')).toBeVisible();
  await expect(page.locator('#react-admin-title')).toHaveText('Webhooks');
  await expect(page.getByRole('link', { name: url })).toHaveCount(0);
  expect((await page.request.get(`/api/admin/webhook-endpoints/${encodeURIComponent(id)}`)).status()).toBe(404);
});

test('an operations user has no Webhooks menu and is refused the screens and the API', async ({ page, request }) => {
  await newStaffSignsIn(page, request, 'operations');
  // The menu has arrived (Mail is operations'), without Webhooks.
  await expect(page.getByRole('menuitem', { name: 'Mail' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Webhooks' })).toHaveCount(0);
  await page.goto('/admin/webhook-endpoints');
  await expect(page.getByText('Access denied')).toBeVisible();
  expect((await page.request.get('/api/admin/webhook-endpoints')).status()).toBe(403);
  const made = await apiPost(page.request, '/api/admin/webhook-endpoints', { url: 'https://crm.example.com/hooks', description: '', events: ['registration.paid'] });
  expect(made.status()).toBe(403);
});
