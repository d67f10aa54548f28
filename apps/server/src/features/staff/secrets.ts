import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords: Node's scrypt (no native module to build), N=2^15, r=8, p=1 (32 MiB, about 50 ms),
 * stored as `scrypt$N$r$p$salt$hash` so the cost can be raised later without breaking old hashes.
 * Tokens: 256-bit random values; only their SHA-256 is stored (a fast hash is enough for values
 * that cannot be guessed).
 */
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 128 * options.N! * options.r! * 2 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // Without a hash (invited, not set up) the same work is done, so timing does not tell.
  const [kind, n, r, p, salt, key] = (stored ?? DUMMY_HASH).split('$');
  if (kind !== 'scrypt') return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}

const DUMMY_HASH = `scrypt$${COST.N}$${COST.r}$${COST.p}$${'A'.repeat(22)}$${'A'.repeat(43)}`;

/** A new secret token (shown to its owner once) and the hash to store. */
export function newToken(prefix = ''): { token: string; hash: string } {
  const token = prefix + randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Ten single-use recovery codes, xxxxx-xxxxx in an unambiguous alphabet (50 bits each). */
const RECOVERY_ALPHABET = '023456789abcdefghjkmnpqrstuvwxyz'; // 32 symbols: no 1/i/l, no o
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = [...randomBytes(10)].map((b) => RECOVERY_ALPHABET[b & 31]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Recovery codes are compared without the dash and case, as people type them. */
export const recoveryHash = (code: string) => sha256(`recovery:${code.replace(/[^a-z0-9]/gi, '').toLowerCase()}`);
