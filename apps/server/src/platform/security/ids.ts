import { randomFillSync } from 'node:crypto';

const ID_BYTES = 16;
const POOL_IDS = 256;
const pool = Buffer.alloc(ID_BYTES * POOL_IDS);
let offset = pool.length;

/**
 * A 128-bit random identifier, base64url (22 characters): for anything in a URL or an e-mail, and
 * every request's id. The bytes come from the system's CSPRNG, drawn 256 ids at a time (as Node's
 * randomUUID does): one draw per id was a measurable share of a cached read.
 */
export function newPublicId(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const id = pool.toString('base64url', offset, offset + ID_BYTES);
  // Used bytes are wiped, so no id can be read twice from the pool.
  pool.fill(0, offset, offset + ID_BYTES);
  offset += ID_BYTES;
  return id;
}
