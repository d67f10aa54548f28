import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';
import { dateFormat } from '@portal/domain/locale/format';
import { normalizeLocale, type Locale } from '@portal/domain/locale/locales';
import { i18next } from '../../lib/i18n';

/**
 * Dates and times in the back office's chosen locale (en, en-CA, fr-CA), never the browser's:
 * react-admin's DateField without `locales`, toLocaleString() and Intl without a locale all write
 * an en-US browser's 11/27/2026 on French screens. Every admin screen formats through here.
 */

/** The chosen locale outside React (i18next follows the back office's choice: i18n-provider.ts). */
export const adminLocale = (): Locale => normalizeLocale(i18next.language) ?? 'en';

/** The chosen locale in a component, which renders again when staff switch language. */
export function useAdminLocale(): Locale {
  const [current] = useLocaleState();
  return normalizeLocale(current) ?? 'en';
}

export type DateStyle = 'short' | 'medium';

/** A day ('medium': Nov 27, 2026; 27 nov. 2026), or a day and time, in `locale`; a dash for none. */
export function dateText(value: string | Date | null | undefined, locale: Locale, opts: { time?: boolean; dateStyle?: DateStyle } = {}): string {
  if (!value) return '—';
  const format = dateFormat(locale, { dateStyle: opts.dateStyle ?? 'medium', ...(opts.time ? { timeStyle: 'short' } : {}) });
  return format.format(typeof value === 'string' ? new Date(value) : value);
}

/** A formatter of dates and times ('short', for table cells: 11/27/26, 9:02 AM) in the chosen locale. */
export function useDateTime(dateStyle: DateStyle = 'medium') {
  const locale = useAdminLocale();
  return (value: string | null | undefined) => dateText(value, locale, { time: true, dateStyle });
}

/** A record's date field, written as useDateTime writes it. */
export function DateTime({ value, dateStyle }: { value: string | null | undefined; dateStyle?: DateStyle }) {
  return <>{useDateTime(dateStyle)(value)}</>;
}

/** react-admin's DateField in the chosen locale (lists and show screens use this one). */
export function AdminDateField(props: DateFieldProps) {
  return <DateField {...props} locales={useAdminLocale()} />;
}
