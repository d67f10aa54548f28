import { randomBytes } from 'node:crypto';

/** A 128-bit random identifier, base64url (22 characters): for anything in a URL or an e-mail. */
export function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}
