import type { Locale } from './locales';

/** Money is integer cents with a currency (house rule 6). */
export interface Money {
  cents: number;
  currency: 'USD' | 'CAD';
}

// Building an Intl formatter costs far more than using one (the schedule API formats several
// dates per session per request): keep one per locale and options. The key space is small
// (locales x a few option sets x the venues' time zones).
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A shared NumberFormat for these options (built once). */
export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

/** A shared DateTimeFormat for these options (built once). */
export function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

export function formatMoney(money: Money, locale: Locale): string {
  return numberFormat(locale, { style: 'currency', currency: money.currency }).format(money.cents / 100);
}

/**
 * Money with its currency code, where amounts in both currencies sit side by side (the coupons
 * list): "$100.00 USD" (en), "100,00 $ CAD" (fr-CA). The symbol alone would not tell USD from CAD.
 */
export function formatMoneyWithCode(money: Money, locale: Locale): string {
  return `${numberFormat(locale, { style: 'currency', currency: money.currency, currencyDisplay: 'narrowSymbol' }).format(money.cents / 100)} ${money.currency}`;
}

/** A percentage given in points (10 = 10 %), spaced as the locale writes it: "10%" (en), "10 %" (fr-CA). */
export function formatPercent(points: number, locale: Locale): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(points / 100);
}

export function formatNumber(value: number, locale: Locale, digits?: number): string {
  return numberFormat(locale, digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** A date in the given IANA zone (the venue's), e.g. "March 14, 2027" / "14 mars 2027". */
export function formatDate(date: Date | string, locale: Locale, timeZone = 'UTC'): string {
  return dateFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(date));
}

/** A time in the given IANA zone with its zone name, e.g. "9:00 AM EDT" / "09 h 00 HAE". */
export function formatTime(date: Date | string, locale: Locale, timeZone = 'UTC'): string {
  return dateFormat(locale, { timeStyle: 'short', timeZone }).format(new Date(date)) +
    ' ' + zoneName(date, locale, timeZone);
}

function zoneName(date: Date | string, locale: Locale, timeZone: string): string {
  const part = dateFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(date))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
