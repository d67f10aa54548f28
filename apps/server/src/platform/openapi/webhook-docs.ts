import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { WEBHOOK_DISABLE_AFTER_DAYS, WEBHOOK_RETRY_HOURS, WEBHOOK_TIMEOUT_MS } from '@portal/domain/webhooks/events';

/**
 * The webhook events the portal sends, for OpenAPI 3.1's top-level `webhooks` section. The feature
 * that sends them lists each event with its payload's zod schema (the one it builds payloads with),
 * so the document is generated from the same schema as the requests, like the routes' sections.
 */
export interface WebhookDoc {
  /** The event type, e.g. 'registration.paid' (the key under `webhooks`). */
  event: string;
  summary: string;
  description?: string;
  /** The JSON body the endpoint receives. */
  payload: $ZodType;
  example?: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Webhook events listed for the OpenAPI document; absent when the docs are off. */
    openapiWebhooks?: WebhookDoc[];
  }
}

/**
 * Lists webhook events in the OpenAPI document. Call it from any plugin registered after the
 * OpenAPI plugin (e.g. the webhooks feature's routes); it does nothing when the docs are off.
 */
export function registerWebhookDocs(app: FastifyInstance, docs: readonly WebhookDoc[]) {
  app.openapiWebhooks?.push(...docs);
}

export const WEBHOOKS_TAG = {
  name: 'Webhooks',
  description: [
    'Events the portal POSTs to the endpoints an administrator adds in the back office, signed as the',
    'Standard Webhooks specification says: verify `webhook-signature` (HMAC-SHA256 of',
    '`{webhook-id}.{webhook-timestamp}.{body}` with the endpoint\'s secret) with a Standard Webhooks library,',
    'refuse old timestamps, and use `webhook-id` to ignore a redelivery. Any 2xx within',
    `${WEBHOOK_TIMEOUT_MS / 1000} s counts as delivered; anything else is retried with exponential backoff for`,
    `${WEBHOOK_RETRY_HOURS / 24} days, and an endpoint failing for ${WEBHOOK_DISABLE_AFTER_DAYS} days is disabled.`,
  ].join(' '),
};

const header = (name: string, description: string) => ({ name, in: 'header', required: true, description, schema: { type: 'string' } });

const SIGNATURE_HEADERS = [
  header('webhook-id', 'The event\'s unique id: the same on every redelivery of it.'),
  header('webhook-timestamp', 'Seconds since the Unix epoch when this attempt was signed.'),
  header('webhook-signature', 'Space-separated `v1,<base64 HMAC-SHA256>` signatures.'),
];

function jsonSchemaOf(schema: $ZodType) {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
  return json;
}

/** The `webhooks` section: one POST per event, in the order they were listed. */
export function webhooksSection(docs: readonly WebhookDoc[]) {
  return Object.fromEntries(
    docs.map((doc) => [
      doc.event,
      {
        post: {
          tags: [WEBHOOKS_TAG.name],
          summary: doc.summary,
          ...(doc.description ? { description: doc.description } : {}),
          operationId: `webhook_${doc.event.replace(/[^a-zA-Z0-9]+/g, '_')}`,
          parameters: SIGNATURE_HEADERS,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(doc.payload), ...(doc.example === undefined ? {} : { example: doc.example }) } },
          },
          responses: {
            '2XX': { description: `Delivered (answered within ${WEBHOOK_TIMEOUT_MS / 1000} s).` },
            default: { description: 'Not delivered: the event is sent again later (exponential backoff).' },
          },
        },
      },
    ]),
  );
}
