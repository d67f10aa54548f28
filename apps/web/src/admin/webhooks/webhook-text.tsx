import { WEBHOOK_EVENTS } from '@portal/domain/webhooks/events';

/** The back office's texts for webhooks (packages/domain/locales/<locale>/admin-webhooks.json). */
export const W = (key: string) => `admin-webhooks:${key}`;

/** An event's plain-language label: its type's dots are the catalog's nesting (events.registration.paid). */
export const eventLabel = (type: string) => W(`events.${type}`);

/** The events an endpoint can subscribe to, as react-admin choices (label key, with the type shown beside it). */
export const EVENT_CHOICES = WEBHOOK_EVENTS.map((id) => ({ id, name: eventLabel(id) }));

// Dates and times in the back office's chosen locale, the one helper every admin screen uses.
export { DateTime, useDateTime } from '../providers/admin-dates';
