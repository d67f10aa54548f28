import type { Locale } from './locales';

/** Money is integer cents with a currency (house rule 6). */
export interface Money {
  cents: number;
  currency: 'USD' | 'CAD';
}

export function formatMoney(money: Money, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(money.cents / 100);
}

export function formatNumber(value: number, locale: Locale, digits?: number): string {
  return new Intl.NumberFormat(locale, digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** A date in the given IANA zone (the venue's), e.g. "March 14, 2027" / "14 mars 2027". */
export function formatDate(date: Date | string, locale: Locale, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(date));
}

/** A time in the given IANA zone with its zone name, e.g. "9:00 AM EDT" / "09 h 00 HAE". */
export function formatTime(date: Date | string, locale: Locale, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(new Date(date)) +
    ' ' + zoneName(date, locale, timeZone);
}

function zoneName(date: Date | string, locale: Locale, timeZone: string): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(date))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
