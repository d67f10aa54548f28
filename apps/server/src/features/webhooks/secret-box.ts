import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@portal/domain/webhooks/events';

/**
 * Endpoints' signing secrets at rest. The server must read them to sign, so they cannot be hashed:
 * they are sealed with AES-256-GCM under a key derived from APP_SECRET (HKDF, its own label), so a
 * copy of the database alone does not let anyone sign events as the portal. Changing APP_SECRET
 * makes the stored secrets unreadable: rotate each endpoint's secret afterwards.
 */
const VERSION = 'v1';
const keys = new Map<string, Buffer>();

function keyOf(appSecret: string): Buffer {
  let key = keys.get(appSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', appSecret, 'portal.webhooks', 'endpoint signing secrets', 32));
    keys.set(appSecret, key);
  }
  return key;
}

/** A new Standard Webhooks secret: 'whsec_' and base64 of 24 random bytes. */
export const newSigningSecret = () => WEBHOOK_SECRET_PREFIX + randomBytes(24).toString('base64');

export function sealSecret(appSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export function openSecret(appSecret: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION) throw new Error('webhook secret: unknown seal version');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
