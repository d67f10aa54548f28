import { readFileSync } from 'node:fs';
import { AppError } from '@portal/domain/errors/app-error';
import { COMMON_PASSWORDS_FILE } from '../../paths';

/**
 * Beyond the shared minimum length (packages/domain/src/staff/schemas.ts): a password from the
 * list of common ones, or one that is the account's e-mail or its name part, is refused.
 */
const COMMON = new Set(
  readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
    .split('\n')
    .map((l) => l.trim().toLowerCase())
    .filter((l) => l && !l.startsWith('#')),
);

export function assertAcceptablePassword(password: string, email: string) {
  const p = password.trim().toLowerCase();
  const local = email.split('@')[0].toLowerCase();
  if (COMMON.has(p) || p === email.toLowerCase() || (local.length >= 4 && p.includes(local) && p.length - local.length < 6)) {
    throw new AppError(400, 'admin:password.tooCommon');
  }
}
