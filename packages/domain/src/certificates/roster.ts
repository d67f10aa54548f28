import { z } from 'zod';
import { MSG, publicId } from '../http/validation';
import type { StaffRole } from '../staff/roles';

/** POST /api/admin/sessions/:id/attendance: present issues the certificate, absent revokes it. */
export const AttendanceMarkSchema = z.object({ registrationId: publicId(), present: z.boolean({ error: MSG.invalid }) });

/**
 * Who may act on a session's people (roster, attendance, check-in, the attendance API): an
 * educator only on the sessions linked to their own staff account (issue 39); the free-text
 * presenter name is for display and never decides. Other roles reach these routes only when their
 * role allows it, for every session.
 */
export const inSessionScope = (staff: { id: string; role: StaffRole }, session: { presenterStaffId: string | null }) =>
  staff.role !== 'educator' || (session.presenterStaffId !== null && session.presenterStaffId === staff.id);

/** A CSV cell a spreadsheet must not read as a formula: '=', '+', '-', '@' (and tab, CR) lead with an apostrophe. */
export const safeCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};
