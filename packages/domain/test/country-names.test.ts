import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES, countryLabel, type Country } from '../src/regions/regions';

describe('country names', () => {
  it('are the words Intl.DisplayNames gives, in English and in Canadian French', () => {
    for (const code of Object.keys(COUNTRY_NAMES) as Country[]) {
      expect(countryLabel(code, 'en')).toBe(new Intl.DisplayNames(['en'], { type: 'region' }).of(code));
      expect(countryLabel(code, 'fr')).toBe(new Intl.DisplayNames(['fr-CA'], { type: 'region' }).of(code));
    }
  });

  it('fall back to Intl for a country outside the table, and to the code for a bad one', () => {
    expect(countryLabel('DE', 'fr')).toBe('Allemagne');
    expect(countryLabel('??', 'en')).toBe('??');
  });
});
