import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@portal/domain/errors/app-error';

/**
 * The back office calls the attendance API with `Authorization: Bearer <ADMIN_TOKEN>`. Hashes
 * are compared, so the comparison takes the same time whatever the token's length.
 */
export function requireAdminToken(expected: string) {
  const want = digest(expected);
  return async (req: FastifyRequest) => {
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token || !timingSafeEqual(digest(token), want)) throw new AppError(401, 'certificates:admin.unauthorized');
  };
}

const digest = (s: string) => createHash('sha256').update(s).digest();
