import { z } from 'zod/mini';
import { MSG, publicId } from '../http/validation';
import { ListQuerySchema } from '../staff/schemas';
import { WEBHOOK_EVENTS } from './events';

/**
 * Webhook endpoints in the back office (issue 29): request bodies of /api/admin/webhook-endpoints,
 * shared by the server and the web forms. The server also refuses a plain-http URL in production
 * and a private or loopback address there (it decides; these checks are what the form can know).
 */
export const WEBHOOK_MSG = {
  url: 'webhooks:errors.url',
  httpsRequired: 'webhooks:errors.httpsRequired',
  privateTarget: 'webhooks:errors.privateTarget',
  eventsRequired: 'webhooks:errors.eventsRequired',
  disabled: 'webhooks:errors.disabled',
} as const;

/** An absolute http(s) URL without credentials, at most 2000 characters. */
export const webhookUrlField = () =>
  z.string({ error: MSG.required }).check(
    z.trim(),
    z.minLength(1, { error: MSG.required }),
    z.maxLength(2000, { error: MSG.tooLong }),
    z.refine(isWebhookUrl, { error: WEBHOOK_MSG.url }),
  );

function isWebhookUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const u = new URL(value);
  return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password && u.hostname !== '';
}

const eventsField = () =>
  z.array(z.enum(WEBHOOK_EVENTS, { error: MSG.invalid }), { error: WEBHOOK_MSG.eventsRequired }).check(
    z.minLength(1, { error: WEBHOOK_MSG.eventsRequired }),
    z.maxLength(WEBHOOK_EVENTS.length, { error: MSG.invalid }),
  );

/** The description's longest form, for the web form's counter. */
export const WEBHOOK_DESCRIPTION_MAX = 500;
const descriptionText = () => z.string({ error: MSG.invalid }).check(z.trim(), z.maxLength(WEBHOOK_DESCRIPTION_MAX, { error: MSG.tooLong }));

/** POST /api/admin/webhook-endpoints. */
export const WebhookEndpointCreateSchema = z.object({ url: webhookUrlField(), description: z._default(descriptionText(), ''), events: eventsField() });
export type WebhookEndpointCreate = z.output<typeof WebhookEndpointCreateSchema>;

/** PATCH /api/admin/webhook-endpoints/:id: only the fields sent change; enabling clears why it was off. */
export const WebhookEndpointPatchSchema = z.object({
  url: z.optional(webhookUrlField()),
  description: z.optional(descriptionText()),
  events: z.optional(eventsField()),
  enabled: z.optional(z.boolean({ error: MSG.invalid })),
});
export type WebhookEndpointPatch = z.output<typeof WebhookEndpointPatchSchema>;

export const WebhookIdParamsSchema = z.object({ id: publicId() });

/** GET /api/admin/webhook-endpoints and .../:id/deliveries (newest first). */
export const WebhookListQuerySchema = ListQuerySchema;
export type WebhookListQuery = z.output<typeof WebhookListQuerySchema>;

