import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers/hydration';

/**
 * The school list's code (Base UI's Combobox) is not part of the page's first scripts: it comes
 * when a person nears the field, and what they typed before it arrived is kept, with the focus.
 */
const PATH = '/provider/university-registration';
const PICKER = '**/assets/school-picker-*.js';

test('the list arrives on first focus in the form, not with the page', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  await page.goto(PATH);
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: 'University or residency program' })).toBeVisible();
  expect(fetched.filter((u) => /school-picker-/.test(u))).toEqual([]);

  await page.getByLabel('First name').focus();
  await expect(page.getByRole('combobox', { name: 'University or residency program' })).toBeVisible();
  expect(fetched.filter((u) => /school-picker-/.test(u))).toHaveLength(1);
  // It took over without taking the focus from where the person is.
  await expect(page.getByLabel('First name')).toBeFocused();
});

test('what was typed before the list arrived is kept, with the focus, and filters the list', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(PICKER, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(PATH);
  await waitForHydration(page);
  const resting = page.getByRole('textbox', { name: 'University or residency program' });
  await resting.click();
  await resting.pressSequentially('montr');
  release();
  const box = page.getByRole('combobox', { name: 'University or residency program' });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('montr');
  await expect(page.getByRole('option', { name: 'Université de Montréal Faculté de médecine dentaire', exact: true })).toBeVisible();
  await box.press('End');
  await box.pressSequentially('éal');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('Université de Montréal Faculté de médecine dentaire');
});
