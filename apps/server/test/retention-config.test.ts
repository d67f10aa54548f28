import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION } from '@portal/domain/privacy/retention';
import { ConfigError, loadConfig } from '../src/config';

/** The RETENTION_* settings: the documented defaults, whole numbers within sane bounds, and a message naming the variable. */
describe('retention settings', () => {
  it('default to the documented periods', () => {
    expect(loadConfig({}).retention).toEqual(DEFAULT_RETENTION);
    expect(DEFAULT_RETENTION).toEqual({ unfinished_registrations: { months: 24 }, leads: { months: 24 }, mail_bodies: { days: 90 }, audit_log: { months: 84 }, ce_records: { months: 72 } });
    expect(loadConfig({}).ceRecordYears).toBe(6);
  });

  it('take each variable', () => {
    const c = loadConfig({ RETENTION_UNFINISHED_REGISTRATIONS_MONTHS: '18', RETENTION_LEADS_MONTHS: '36', RETENTION_MAIL_BODIES_DAYS: '30', RETENTION_AUDIT_MONTHS: '120', RETENTION_CE_RECORDS_YEARS: '10' });
    expect(c.retention).toEqual({ unfinished_registrations: { months: 18 }, leads: { months: 36 }, mail_bodies: { days: 30 }, audit_log: { months: 120 }, ce_records: { months: 120 } });
    // The privacy page and an erasure read the CE records' years as set.
    expect(c.ceRecordYears).toBe(10);
  });

  it.each([
    ['RETENTION_UNFINISHED_REGISTRATIONS_MONTHS', '0', 'a whole number of months from 1 to 120'],
    ['RETENTION_UNFINISHED_REGISTRATIONS_MONTHS', '121', 'a whole number of months from 1 to 120'],
    ['RETENTION_LEADS_MONTHS', '1.5', 'a whole number of months from 1 to 120'],
    ['RETENTION_LEADS_MONTHS', 'two years', 'a whole number of months from 1 to 120'],
    ['RETENTION_MAIL_BODIES_DAYS', '6', 'a whole number of days from 7 to 3650'],
    ['RETENTION_MAIL_BODIES_DAYS', '', 'a whole number of days from 7 to 3650'],
    ['RETENTION_AUDIT_MONTHS', '11', 'a whole number of months from 12 to 600'],
    ['RETENTION_AUDIT_MONTHS', '-84', 'a whole number of months from 12 to 600'],
    ['RETENTION_CE_RECORDS_YEARS', '0', 'a whole number of years from 1 to 50'],
    ['RETENTION_CE_RECORDS_YEARS', '-6', 'a whole number of years from 1 to 50'],
    ['RETENTION_CE_RECORDS_YEARS', '6.5', 'a whole number of years from 1 to 50'],
    ['RETENTION_CE_RECORDS_YEARS', 'six', 'a whole number of years from 1 to 50'],
    ['RETENTION_CE_RECORDS_YEARS', '', 'a whole number of years from 1 to 50'],
    ['RETENTION_CE_RECORDS_YEARS', '51', 'a whole number of years from 1 to 50'],
  ])('refuse %s=%j, naming it', (name, value, text) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(`${name}: ${name} must be ${text}`);
  });
});
