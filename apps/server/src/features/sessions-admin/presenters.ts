import { and, asc, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import { SESSION_MSG } from '@portal/domain/sessions-admin/rules';
import type { PresenterAccount } from '@portal/domain/sessions-admin/schemas';
import { staffUsers } from '../../db/schema/staff';

/**
 * The staff accounts a session may name as its presenter (issue 39): active staff, educators
 * first, then by name. The link, not the displayed name, puts a session in an educator's scope.
 */
export async function listPresenterAccounts(db: NodePgDatabase): Promise<{ data: PresenterAccount[]; total: number }> {
  const data = await db
    .select({ id: staffUsers.id, name: staffUsers.name, role: staffUsers.role })
    .from(staffUsers)
    .where(eq(staffUsers.status, 'active'))
    .orderBy(sql`${staffUsers.role} <> 'educator'`, asc(staffUsers.name), asc(staffUsers.id));
  return { data, total: data.length };
}

/** Refuses a presenter account that is not an active staff member (named as the field's error). */
export async function assertPresenterAccount(db: NodePgDatabase, id: string | null | undefined) {
  if (!id) return;
  const [row] = await db.select({ id: staffUsers.id }).from(staffUsers).where(and(eq(staffUsers.id, id), eq(staffUsers.status, 'active')));
  if (!row) throw new AppError(400, SESSION_MSG.presenterAccount, undefined, undefined, 'presenterStaffId');
}
