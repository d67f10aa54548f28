import { z } from 'zod';
import { MSG, publicId } from '../http/validation';

/** POST /api/admin/sessions/:id/attendance: present issues the certificate, absent revokes it. */
export const AttendanceMarkSchema = z.object({ registrationId: publicId(), present: z.boolean({ error: MSG.invalid }) });

/**
 * An educator sees the rosters of the sessions they present: the session's presenter is the
 * educator's name as their staff account has it (case and spacing ignored).
 */
export const presents = (presenter: string, staffName: string) => {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(presenter) !== '' && norm(presenter) === norm(staffName);
};

/** A CSV cell a spreadsheet must not read as a formula: '=', '+', '-', '@' (and tab, CR) lead with an apostrophe. */
export const safeCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};
