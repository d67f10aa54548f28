import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { OFFERINGS, apiPost, createRegistration, mailTo } from './helpers/fixtures';
import { unique } from './helpers/funnel-steps';

/** A registrant who stopped mid-funnel gets a reminder a day later; its links resume and unsubscribe. */
test('fr-CA: a stalled registrant is reminded, stops the reminders from the link, and gets no more', async ({ page, request }) => {
  const { email } = await createRegistration(request, { offeringId: OFFERINGS.liveVirtualFrench, status: 'objectives', email: unique('rappel'), locale: 'fr-CA', country: 'CA' });
  const runAt = async (hours: number) => expect((await apiPost(request, '/api/dev/reminders/run', { at: new Date(Date.now() + hours * 3_600_000).toISOString() })).ok()).toBe(true);
  await runAt(25);
  const [mail] = await mailTo(request, email);
  expect(mail.subject).toBe('Terminez votre inscription à la formation de fournisseur');
  expect(mail.html).toContain('Ouvrir le lien');

  // The resume link opens the registration at its step.
  await page.goto(mail.text.match(/https?:\/\/\S+\/registration\/resume\?\S+/)![0].replace(/^https?:\/\/[^/]+/, ''));
  await expect(page).toHaveURL(/\/registration\/[\w-]+\/objectives/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(mail.text.match(/https?:\/\/\S+\/reminders\/unsubscribe\?\S+/)![0].replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arrêter les rappels d’inscription');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Arrêter les rappels' }).click();
  await expect(page.getByRole('status')).toHaveText('C’est fait : vous ne recevrez plus de rappels au sujet de cette inscription.');

  await runAt(50);
  expect(await mailTo(request, email)).toHaveLength(1);
});
