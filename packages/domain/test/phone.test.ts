import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { phoneMetadataFor } from '../src/registration/phone-countries';
import { PHONE_METADATA } from '../src/registration/phone-metadata';
import { formatPhone, normalizePhone } from '../src/registration/phone';

describe('phone numbers of North American practices', () => {
  it('keeps the written metadata equal to the installed library\'s (run scripts/phone-metadata.ts after an upgrade)', () => {
    const full = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json');
    expect(PHONE_METADATA).toEqual(phoneMetadataFor(full));
  });

  it.each([
    ['(212) 555-0123', 'US', '+12125550123'],
    ['416 555 0123', 'CA', '+14165550123'],
    ['787-555-0123', 'PR', '+17875550123'],
    ['+1 416 555 0123', 'US', '+14165550123'],
  ] as const)('normalizes %s for %s to %s', (value, country, e164) => {
    expect(normalizePhone(value, country)).toBe(e164);
  });

  it.each([
    ['+44 20 7946 0958', 'US'],
    ['+33 1 23 45 67 89', 'CA'],
    ['876 555 0123', 'US'],
    ['555-0123', 'US'],
  ] as const)('refuses %s for %s', (value, country) => {
    expect(normalizePhone(value, country)).toBeNull();
  });

  it('reads a number nationally at home and internationally elsewhere', () => {
    expect(formatPhone('+14165550123', 'CA')).toBe('(416) 555-0123');
    expect(formatPhone('+14165550123', 'US')).toBe('+1 416 555 0123');
  });
});
