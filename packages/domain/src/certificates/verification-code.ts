/**
 * Certificate verification codes: 16 characters of Crockford base32 (80 random bits) in groups
 * of four, e.g. "7KQ2-M9XD-4HTR-B3WZ". No I, L, O or U, so a code read aloud or typed from paper
 * is not ambiguous; the random bytes come from the server (this package does no I/O).
 */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFICATION_CODE_BYTES = 10;
export const VERIFICATION_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** 10 bytes -> 16 base32 symbols (5 bits each), grouped by four. */
export function encodeVerificationCode(bytes: Uint8Array): string {
  if (bytes.length !== VERIFICATION_CODE_BYTES) throw new RangeError(`expected ${VERIFICATION_CODE_BYTES} bytes`);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += CODE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out.match(/.{4}/g)!.join('-');
}

/**
 * A code as a person may type it (lower case, spaces, no dashes, O for 0, I or L for 1) in its
 * canonical form, or null when it cannot be one.
 */
export function normalizeVerificationCode(input: string): string | null {
  const symbols = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (symbols.length !== 16) return null;
  const code = symbols.match(/.{4}/g)!.join('-');
  return VERIFICATION_CODE_PATTERN.test(code) ? code : null;
}
