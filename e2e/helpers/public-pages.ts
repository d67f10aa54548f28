import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { MARKETING_PAGES } from '@portal/domain/marketing/pages';
import { PATHS, stepPath } from '@portal/domain/site/paths';
import { UNIVERSITY_FORM_PATH } from '@portal/domain/university/paths';
import { stepOf, type Status } from '@portal/domain/registration/status';
import { createRegistration, OFFERINGS, payRegistration } from './fixtures';
import { appHydrated } from './hydration';

/** Every public page a visitor can open without a registration, by a short name. */
export const PUBLIC_PAGES: readonly { name: string; path: string }[] = [
  { name: 'home', path: PATHS.home },
  { name: 'schedule', path: PATHS.schedule },
  { name: 'scanner-trial', path: PATHS.scannerTrial },
  { name: 'contact-us', path: '/contact-us' },
  { name: 'certificate', path: '/certificate' },
  { name: 'university', path: UNIVERSITY_FORM_PATH },
  { name: 'registration', path: `${PATHS.registration}?campaign_id=${OFFERINGS.liveChicago}` },
  { name: 'registration-choice', path: PATHS.registration },
  ...MARKETING_PAGES.map((p) => ({ name: p.id, path: p.path })),
  { name: 'terms', path: '/provider/terms-and-conditions' },
];

/** The funnel's steps after the information form, each opened on a registration made for it. */
export const FUNNEL_STEPS: readonly { name: string; status: Status }[] = [
  { name: 'objectives', status: 'objectives' },
  { name: 'scanner-offer', status: 'go_digital_landing' },
  { name: 'education', status: 'scorm' },
  { name: 'quiz', status: 'quiz' },
  { name: 'checkout', status: 'cart' },
  { name: 'complete', status: 'completed' },
];

export async function funnelStepPath(request: APIRequestContext, status: Status): Promise<string> {
  if (status === 'completed') {
    // The completion page as the person who just paid sees it: paid with this request's cookies
    // (the page's own, `page.request`), whose paid-browser proof shows the e-mail, tickets and
    // receipt (issue 50); any other browser sees a note in their place.
    const { id } = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'cart' });
    await payRegistration(request, id);
    return stepPath(id, stepOf(status));
  }
  const { id } = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status });
  return stepPath(id, stepOf(status));
}

/** Opens a page and waits until the app has drawn it: its heading shown, no request in flight. */
export async function openReady(page: Page, path: string) {
  await page.goto(path);
  const h1 = page.getByRole('heading', { level: 1 }).first();
  await h1.waitFor();
  // The app controls the page (a server-rendered one is hydrated): its forms' buttons are enabled.
  await expect.poll(() => page.evaluate(appHydrated), { timeout: 20_000 }).toBe(true);
  await page.waitForLoadState('networkidle');
}

/** Elements that reach past the right edge of the viewport (empty when nothing scrolls sideways). */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 10)
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${Array.from(el.classList).join('.')} right=${Math.round(el.getBoundingClientRect().right)}`);
  });
}
