import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@portal/domain/errors/app-error';
import { CAN } from '@portal/domain/staff/roles';
import { roleRequired } from '../staff/access';
import { staffForApiToken } from '../staff/api-tokens';

/**
 * Automation calls the attendance API with `Authorization: Bearer <API token>`: a per-person
 * token created in the back office (features/staff/api-tokens.ts), looked up by its hash. The
 * request acts as the token's owner, whose role must allow marking attendance.
 */
export function requireAttendanceToken(app: FastifyInstance) {
  return async (req: FastifyRequest) => {
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const staff = token ? await staffForApiToken(app.db.orm, token) : null;
    if (!staff) throw new AppError(401, 'certificates:admin.unauthorized');
    if (!(CAN.markAttendance as readonly string[]).includes(staff.role)) throw roleRequired(req, CAN.markAttendance);
    req.staff = staff;
  };
}
