import { describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/domain/locale/locales';
import { resolvePage, type PageContent } from '@portal/domain/marketing/content';
import { MARKETING_PAGES } from '@portal/domain/marketing/pages';
import { resolveTermsText } from '@portal/domain/marketing/terms';
import { catalogLookup } from '../src/features/marketing/catalog';

/**
 * The marketing catalogs resolve completely in every locale, with the same structure as en (the
 * key test in packages/domain checks keys; lists are leaves there, so their lengths are checked
 * here), with every figure interpolated and no placeholder text.
 */
const shape = (c: PageContent) =>
  c.sections.map((s) => [s.id, s.paragraphs.length, s.items.length, s.steps.length, s.stats.length, s.cards.length, s.faqs.length, Boolean(s.note)]);
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

const cases = MARKETING_PAGES.flatMap((page) => LOCALES.map((locale) => [page.id, locale, page] as const));

describe('marketing content', () => {
  it.each(cases)('%s resolves in %s like en', (_id, locale, page) => {
    const content = resolvePage(page, catalogLookup(locale));
    const en = resolvePage(page, catalogLookup('en'));
    expect(shape(content)).toEqual(shape(en));
    const texts = strings({ ...content, cta: { ...content.cta, target: undefined } });
    for (const text of texts) {
      expect(text.trim().length).toBeGreaterThan(1);
      expect(text).not.toMatch(/\{\{|\}\}|TODO|lorem|ipsum|xxx/i);
    }
    if (locale === 'fr-CA') expect(content.heading).not.toBe(en.heading);
    // Sections have a heading and something under it.
    for (const s of content.sections) {
      expect(s.paragraphs.length + s.items.length + s.steps.length + s.stats.length + s.cards.length + s.faqs.length).toBeGreaterThan(0);
    }
  });

  it('states the spec figures somewhere in every locale', () => {
    for (const locale of LOCALES) {
      const all = MARKETING_PAGES.flatMap((p) => strings(resolvePage(p, catalogLookup(locale)))).join('\n');
      const fr = locale === 'fr-CA';
      for (const figure of fr
        ? ['990\u00a0$', '90 jours', '6 mois', '25\u00a0%', '56\u00a0%', '34\u00a0%', '71\u00a0%', '7 heures', '5 heures en anglais', '6 heures en français', '10 heures', '7,0 heures', '12 heures', '3 mois']
        : ['$990', '90 days', '6 months', '25%', '56%', '34%', '71%', '7-hour', '5 hours in English', '6 hours in French', '10 CE hours', '7.0 CE hours', '12 CE hours', '3 months']) {
        expect(all, `${locale}: ${figure}`).toContain(figure);
      }
    }
  });

  it('keeps the brand neutral (no trademarked product names)', () => {
    const all = LOCALES.flatMap((l) => MARKETING_PAGES.flatMap((p) => strings(resolvePage(p, catalogLookup(l))))).join('\n');
    expect(all).not.toMatch(/invisalign|itero|clincheck|smarttrack|align technology|spark|clearcorrect/i);
  });

  it.each(LOCALES)('terms resolve completely in %s', (locale) => {
    const terms = resolveTermsText(catalogLookup(locale));
    for (const text of strings(terms)) expect(text).not.toMatch(/\{\{|\}\}/);
    expect(strings(terms).join(' ')).toContain(locale === 'fr-CA' ? '3 mois' : '3 months');
  });
});
