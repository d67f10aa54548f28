import { asc, count, desc, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import type { Locale } from '@portal/domain/locale/locales';
import type { StaffRole } from '@portal/domain/staff/roles';
import { staffUsers } from '../../db/schema/staff';
import { translator } from '../../platform/i18n';
import { enqueueMail } from '../../platform/mail/outbox';
import { newPublicId } from '../../platform/security/ids';
import { writeAudit, type Actor } from './audit';
import { endAllSessions } from './sessions';
import { createSetupLink, SETUP_LINK_HOURS } from './setup-service';

/** Staff management (administrators): list, invite by e-mail, change a role, disable. */
const publicFields = { id: staffUsers.id, email: staffUsers.email, name: staffUsers.name, role: staffUsers.role, status: staffUsers.status, createdAt: staffUsers.createdAt };

export async function listStaff(db: NodePgDatabase, page: { page: number; perPage: number }) {
  const [data, [{ total }]] = await Promise.all([
    db.select(publicFields).from(staffUsers).orderBy(desc(staffUsers.createdAt), asc(staffUsers.email)).limit(page.perPage).offset((page.page - 1) * page.perPage),
    db.select({ total: count() }).from(staffUsers),
  ]);
  return { data, total };
}

export async function getStaff(db: NodePgDatabase, id: string) {
  const [row] = await db.select(publicFields).from(staffUsers).where(eq(staffUsers.id, id));
  if (!row) throw new AppError(404, 'errors:notFound');
  return row;
}

/**
 * The invitation e-mail, and the set-up screen its link opens, are in the language chosen for the
 * invitee (the inviter's own when none was chosen).
 */
export async function inviteStaff(
  db: NodePgDatabase,
  actor: Actor,
  input: { email: string; name: string; role: StaffRole; locale?: Locale },
  ctx: { publicUrl: string; locale: Locale },
) {
  const locale = input.locale ?? ctx.locale;
  return db.transaction(async (tx) => {
    const id = newPublicId();
    const inserted = await tx
      .insert(staffUsers)
      .values({ id, email: input.email, name: input.name, role: input.role, status: 'invited' })
      .onConflictDoNothing()
      .returning(publicFields);
    if (inserted.length === 0) throw new AppError(409, 'admin:staff.exists');
    const { link } = await createSetupLink(tx, id, ctx.publicUrl, SETUP_LINK_HOURS.invitation, locale);
    const t = translator(locale);
    const vars = { name: input.name, inviter: actor.label, link, hours: SETUP_LINK_HOURS.invitation, role: t(`admin:roles.${input.role}`) };
    await enqueueMail(tx, { to: input.email, subject: t('admin:invitationMail.subject'), text: t('admin:invitationMail.text', vars), locale });
    await writeAudit(tx, actor, { entity: 'staff', entityId: id, action: 'invite', after: { email: input.email, name: input.name, role: input.role, locale, status: 'invited' } });
    return inserted[0];
  });
}

async function lockOther(tx: NodePgDatabase, actor: Actor, id: string) {
  if (id === actor.id) throw new AppError(409, 'admin:staff.notYourself');
  const [row] = await tx.select(publicFields).from(staffUsers).where(eq(staffUsers.id, id)).for('update');
  if (!row) throw new AppError(404, 'errors:notFound');
  return row;
}

export async function changeRole(db: NodePgDatabase, actor: Actor, id: string, role: StaffRole) {
  return db.transaction(async (tx) => {
    const before = await lockOther(tx, actor, id);
    if (before.role === role) return before;
    const [after] = await tx.update(staffUsers).set({ role }).where(eq(staffUsers.id, id)).returning(publicFields);
    await writeAudit(tx, actor, { entity: 'staff', entityId: id, action: 'change_role', before: { role: before.role }, after: { role } });
    return after;
  });
}

/** Disabling ends every session of that person at once; their API tokens stop working with the account. */
export async function disableStaff(db: NodePgDatabase, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const before = await lockOther(tx, actor, id);
    const [after] = await tx.update(staffUsers).set({ status: 'disabled' }).where(eq(staffUsers.id, id)).returning(publicFields);
    const sessions = await endAllSessions(tx, id);
    await writeAudit(tx, actor, { entity: 'staff', entityId: id, action: 'disable', before: { status: before.status }, after: { status: 'disabled', sessionsEnded: sessions } });
    return after;
  });
}
