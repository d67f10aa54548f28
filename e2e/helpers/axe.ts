import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Waits until no transition or finite animation runs (a dialog or menu has finished opening). Spinners are not waited for. */
export async function animationsDone(page: Page) {
  // A part still loading or saving says so (aria-busy); its controls change state when it is done.
  // Parts behind an open modal dialog (aria-hidden by MUI's, inert behind a native one) are not
  // waited for: the dialog is the page.
  await page.waitForFunction(() => {
    const modal = document.querySelector('dialog:modal');
    return Array.from(document.querySelectorAll('[aria-busy="true"]')).every((el) => el.closest('[aria-hidden="true"]') || (modal && !modal.contains(el)));
  });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

/**
 * Fails on serious or critical accessibility violations (WCAG 2.1 A and AA rules). `exclude`
 * leaves out content that is not the portal's own, such as a third-party SCORM package in the
 * player's frame (the frame itself is still checked).
 */
export async function expectAccessible(page: Page, opts: { exclude?: string } = {}) {
  // A menu or a dialog still fading in or out has text at partial opacity: check the settled page.
  await animationsDone(page);
  // Legacy mode runs axe.run in the page (same-origin frames included) instead of runPartial per
  // frame and finishRun in a new blank page: the same rules and results on the portal's pages, in
  // half the time (measured on /schedule: 0.7-1.0 s against 1.6-1.9 s a call; the visual and
  // marketing journeys together 3.7 min against 3.2 min on two workers).
  // Cross-origin frames are left out; the portal's own pages have none.
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).setLegacyMode(true);
  // A control that changes state while axe runs (a button enabled when its data arrives) would be
  // read half-way through its colour transition: state changes are instant while axe looks.
  const still = await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const results = await (opts.exclude ? builder.exclude(opts.exclude) : builder).analyze().finally(() => still.evaluate((el) => (el as Element).remove()));
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""} ${n.html.slice(0, 160)}`).join("; ")})`)).toEqual([]);
}

/**
 * WCAG 2.5.3 (label in name): a control's visible words are part of its accessible name, so a
 * person who speaks what they see can press it. axe keeps this rule among its experimental ones,
 * which `expectAccessible` does not run: screens with labelled controls call this as well.
 */
export async function expectLabelsInNames(page: Page) {
  await animationsDone(page);
  const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).setLegacyMode(true).analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.html.slice(0, 160)}`))).toEqual([]);
}
