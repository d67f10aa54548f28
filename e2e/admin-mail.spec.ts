import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { apiPost } from './helpers/fixtures';
import { completeSetup, setupLinkFor, signIn } from './helpers/staff';

/** Issue 11: an e-mail whose every retry failed shows as Failed on the Mail screen; "Send again" queues it again. */
test('operations staff find a failed e-mail on the Mail screen and send it again', async ({ page, request }) => {
  const to = `dead.${Date.now()}@example.com`;
  const subject = `Your certificate ${Date.now()}`;
  expect((await apiPost(request, '/api/dev/outbox/dead-letter', { to, subject })).ok()).toBe(true);

  const ops = await setupLinkFor(request, 'operations');
  const { secret } = await completeSetup(page, ops.path);
  await signIn(page, ops.email, secret);
  await page.getByRole('menuitem', { name: 'Mail' }).click();
  await expect(page.getByText('E-mails that could not be delivered yet.', { exact: false })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText(to);
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('550 Mailbox unavailable (test)');
  await expectAccessible(page);

  await row.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText('The e-mail is queued again.')).toBeVisible();
  // Queued again: no longer failed, waiting for the worker (this test server has no SMTP).
  await expect(row).toContainText('Waiting to be retried');
  await expect(row.getByRole('button', { name: 'Send again' })).toHaveCount(0);
});
