import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** TOTP (RFC 6238, 30 s, 6 digits, SHA-1: what every authenticator app reads) through otplib. */
export const TOTP_ISSUER = 'Provider Portal';

export function newTotpSecret(): string {
  return generateSecret();
}

export async function enrolment(secret: string, email: string): Promise<{ secret: string; uri: string; qrDataUrl: string }> {
  const uri = generateURI({ issuer: TOTP_ISSUER, label: email, secret });
  return { secret, uri, qrDataUrl: await QRCode.toDataURL(uri, { margin: 2, width: 220 }) };
}

/**
 * The time step of a valid code (one step of clock drift either way is accepted), or null.
 * `afterStep` refuses a code already used, so an observed code cannot be replayed.
 */
export async function verifyTotp(secret: string, code: string, afterStep?: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: 30, ...(afterStep != null ? { afterTimeStep: afterStep } : {}) }).catch(() => null);
  return result?.valid && 'timeStep' in result ? result.timeStep : null;
}
