import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { uniqueEmail } from './helpers/certificates';
import { apiPost } from './helpers/fixtures';
import { paidRegistration, signInOperations } from './helpers/my-registration';
import { newStaffSignsIn, openRegistration } from './helpers/staff';

/**
 * Issue 50, money follows the seat, from the back office: operations staff move a paid registration
 * to a dearer session. Before they confirm, the dialog shows the server's quote (the difference in
 * the currency paid); a dearer one asks them to waive the difference or leave it due, with a reason.
 * Waived: moved, nothing due. Left due: moved, and the registration's page says "Difference due".
 * A cheaper session's quote says what goes back to the card. The sessions are the journey's own, in
 * a city of their own, so the dialog's search finds only them.
 */
const AMOUNT = /\$\d[\d,]*\.\d{2}/;

async function session(staff: APIRequestContext, city: string, startsAt: string, feeUsdCents: number) {
  const endsAt = startsAt.replace('T14:', 'T22:');
  const res = await apiPost(staff, '/api/admin/sessions', {
    kind: 'fundamentals', courseType: 'live', variant: 'standard', modality: 'in_person', titleEn: 'Clear-Aligner Fundamentals', titleFr: 'Principes fondamentaux des aligneurs transparents',
    presenter: 'Dr. Maya Patel', language: 'en', timeZone: 'America/Chicago', startsAt, endsAt, days: 1, venue: 'Hall', address: '1 Lake Ave', city, state: 'MN', country: 'US',
    seatsCapacity: 5, teamSeatAmount: 0, feeUsdCents, feeCadCents: feeUsdCents + 40000, status: 'published',
  });
  if (!res.ok()) throw new Error(`session: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Opens the move dialog and picks the session of that day in the journey's city; answers the dialog. */
async function chooseSession(page: Page, city: string, day: string) {
  await page.getByRole('button', { name: 'Move to another session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move to another session' });
  await dialog.getByLabel('New session').fill(city);
  await page.getByRole('option', { name: new RegExp(`${city}.*${day}`) }).click();
  return dialog;
}

test('operations staff move paid registrations to a dearer session: the quote first, then the difference waived or left due, with a reason', async ({ page, request, playwright, baseURL }) => {
  test.slow(); // two paid registrations, two moves through the screens
  const tag = `${Date.now()}`;
  const city = `Movetown ${tag}`;
  const year = new Date().getUTCFullYear() + 1;
  const staff = await playwright.request.newContext({ baseURL });
  await signInOperations(staff);
  const home = await session(staff, city, `${year}-05-14T14:00:00Z`, 149500);
  await session(staff, city, `${year}-06-11T14:00:00Z`, 249500);
  await session(staff, city, `${year}-07-09T14:00:00Z`, 99500);
  await staff.dispose();
  const waived = uniqueEmail('admin-move-waived');
  const due = uniqueEmail('admin-move-due');
  await paidRegistration(request, home, waived, 'en', []);
  await paidRegistration(request, home, due, 'en', []);

  await newStaffSignsIn(page, request, 'operations');
  await openRegistration(page, waived);

  // A cheaper session: what goes back to the card, said before the move (not made here).
  let dialog = await chooseSession(page, city, `${year}-07-09`);
  await expect(dialog.getByText(/^Cheaper session: \$[\d,.]+ is refunded to the card, with a credit note\.$/)).toBeVisible();
  await expect(dialog.getByLabel('Waive the difference')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The dearer one: the server's difference, and the choice with its reason before the move.
  dialog = await chooseSession(page, city, `${year}-06-11`);
  const quoted = dialog.getByText(/^Dearer session: /);
  await expect(quoted).toBeVisible();
  const amount = AMOUNT.exec((await quoted.textContent()) ?? '')![0];
  expect(amount).toBe('$1,000.00');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Move to another session' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();
  await dialog.getByLabel('Waive the difference').check();
  await dialog.getByLabel('Reason').fill("Speaker's guest");
  await dialog.getByRole('button', { name: 'Move to another session' }).click();
  await expect(page.getByText('Registration moved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('difference-due')).toHaveCount(0);

  // Left due: moved, and the registration says what is still to pay.
  await openRegistration(page, due);
  dialog = await chooseSession(page, city, `${year}-06-11`);
  await expect(dialog.getByText(`Dearer session: ${amount} more to pay`, { exact: false })).toBeVisible();
  await dialog.getByLabel('The difference is due').check();
  await dialog.getByLabel('Reason').fill('Pays at the door');
  await dialog.getByRole('button', { name: 'Move to another session' }).click();
  await expect(page.getByText('Registration moved')).toBeVisible();
  await expect(page.getByTestId('difference-due')).toHaveText(`Difference due: ${amount}`);
  await expectAccessible(page);
});
