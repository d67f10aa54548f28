import { describe, expect, it } from 'vitest';
import { factValues } from '../src/marketing/facts';
import { MARKETING_PAGES, PLATFORM_ANCHORS, marketingPageAt } from '../src/marketing/pages';
import { PROVIDER_NAV } from '../src/site/navigation';
import { isKnownPagePath } from '../src/site/routes';

const NBSP = '\u00a0';

describe('factValues', () => {
  it.each([
    ['en', 'offerPrice', '$990'],
    ['en-CA', 'offerPrice', '$990'],
    ['fr-CA', 'offerPrice', `990${NBSP}$`],
    ['en', 'revenueIncrease', '25%'],
    ['fr-CA', 'revenueIncrease', `25${NBSP}%`],
    ['en', 'patientAcceptance', '71%'],
    ['en', 'onDemandCeHours', '7.0'],
    ['fr-CA', 'onDemandCeHours', '7,0'],
    ['en', 'newProviderCeHours', '12'],
    ['en', 'scannerTrialMonths', '3'],
    ['fr-CA', 'pediatricLiveHoursFr', '6'],
  ] as const)('%s %s is %s', (locale, key, expected) => {
    expect(factValues(locale)[key]).toBe(expected);
  });
});

describe('marketing pages', () => {
  it('are exactly the provider navigation, in its order', () => {
    expect(MARKETING_PAGES.map((p) => p.path)).toEqual(PROVIDER_NAV.map((n) => n.path));
  });

  it('gives the digital platform page the spec anchors in order', () => {
    const platform = marketingPageAt('/provider/align-digital-platform');
    expect(platform?.sections.map((s) => s.id)).toEqual([...PLATFORM_ANCHORS]);
    expect(PLATFORM_ANCHORS).toEqual(['connect', 'scan', 'diagnose', 'plan', 'treat', 'monitor', 'retain']);
  });

  it.each(MARKETING_PAGES.map((p) => [p.id, p] as const))('%s has unique section ids and its own namespace', (_id, page) => {
    const ids = page.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(MARKETING_PAGES.filter((p) => p.ns === page.ns)).toHaveLength(1);
  });

  it('are known page paths, with and without a trailing slash, and the terms too', () => {
    for (const p of MARKETING_PAGES) {
      expect(isKnownPagePath(p.path)).toBe(true);
      expect(isKnownPagePath(`${p.path}/`)).toBe(true);
    }
    expect(isKnownPagePath('/provider/terms-and-conditions')).toBe(true);
    expect(isKnownPagePath('/provider/education-and-support/clinical-education')).toBe(false);
  });
});
