import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import type { StaffRole } from '@portal/domain/staff/roles';
import { staffUsers } from '../../db/schema/staff';
import { newPublicId } from '../../platform/security/ids';
import { writeAudit, type Actor } from './audit';
import { createSetupLink, SETUP_LINK_HOURS } from './setup-service';

/**
 * A staff account created on the server itself (`npm run admin:create`, and the development
 * fixture), answered with its single-use set-up link. An account that was invited and never set
 * up gets a new link; an active or disabled one is refused.
 */
export async function createStaffWithLink(
  db: NodePgDatabase,
  actor: Actor,
  input: { email: string; name?: string; role: StaffRole },
  publicUrl: string,
) {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(staffUsers).where(eq(staffUsers.email, input.email)).for('update');
    if (existing && existing.status !== 'invited') throw new AppError(409, 'admin:staff.exists');
    const id = existing?.id ?? newPublicId();
    if (!existing) {
      await tx.insert(staffUsers).values({ id, email: input.email, name: input.name ?? input.email.split('@')[0], role: input.role, status: 'invited' });
      await writeAudit(tx, actor, { entity: 'staff', entityId: id, action: 'create', after: { email: input.email, role: input.role, status: 'invited' } });
    }
    const { link, expiresAt } = await createSetupLink(tx, id, publicUrl, SETUP_LINK_HOURS.firstAdministrator);
    return { id, link, expiresAt, reissued: Boolean(existing) };
  });
}
