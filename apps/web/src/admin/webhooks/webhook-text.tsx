import { useLocaleState } from 'react-admin';
import { dateFormat } from '@portal/domain/locale/format';
import { normalizeLocale } from '@portal/domain/locale/locales';
import { WEBHOOK_EVENTS } from '@portal/domain/webhooks/events';

/** The back office's texts for webhooks (packages/domain/locales/<locale>/admin-webhooks.json). */
export const W = (key: string) => `admin-webhooks:${key}`;

/** An event's plain-language label: its type's dots are the catalog's nesting (events.registration.paid). */
export const eventLabel = (type: string) => W(`events.${type}`);

/** The events an endpoint can subscribe to, as react-admin choices (label key, with the type shown beside it). */
export const EVENT_CHOICES = WEBHOOK_EVENTS.map((id) => ({ id, name: eventLabel(id) }));

/**
 * A date and time in the staff member's language and their own time zone ('medium': Nov 27, 2026,
 * 9:02 AM; 'short', for table cells: 11/27/26, 9:02 AM). react-admin's DateField would write it in
 * the browser's language, not the one chosen in the back office.
 */
export function useDateTime(dateStyle: 'medium' | 'short' = 'medium') {
  const [current] = useLocaleState();
  const format = dateFormat(normalizeLocale(current) ?? 'en', { dateStyle, timeStyle: 'short' });
  return (value: string | null | undefined) => (value ? format.format(new Date(value)) : '—');
}

/** A record's date field, written as useDateTime writes it. */
export function DateTime({ value, dateStyle }: { value: string | null | undefined; dateStyle?: 'medium' | 'short' }) {
  return <>{useDateTime(dateStyle)(value)}</>;
}
