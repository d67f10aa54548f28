import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '@portal/domain/errors/app-error';
import type { Database } from '../../db/client';
import { staffUsers, type StaffUser } from '../../db/schema/staff';
import { writeAudit } from './audit';
import { assertLoginAllowed, recordLoginFailure } from './login-limits';
import { recoveryHash, verifyPassword } from './secrets';
import { endSession, pendingStaffId, startSession } from './sessions';
import { verifyTotp } from './totp';

/**
 * Sign-in in two steps: e-mail and password give a pending session; a TOTP code (or one of the
 * recovery codes, each good once) turns it into a full session. Wrong answers count against the
 * account and the address (login-limits.ts); the answer never says which part was wrong.
 */
const wrongCredentials = () => new AppError(401, 'admin:login.wrongCredentials');

export async function passwordStep(db: Database, input: { email: string; password: string; ip: string }): Promise<string> {
  await assertLoginAllowed(db.pool, input.email, input.ip);
  const [user] = await db.orm.select().from(staffUsers).where(eq(staffUsers.email, input.email));
  const ok = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!ok || user.status !== 'active') {
    await recordLoginFailure(db.pool, input.email, input.ip);
    throw wrongCredentials();
  }
  return startSession(db.orm, user.id, false);
}

export async function codeStep(db: Database, input: { pendingToken: string | undefined; code: string; ip: string; requestId: string }): Promise<string> {
  const staffId = input.pendingToken ? await pendingStaffId(db.orm, input.pendingToken) : null;
  if (!staffId) throw new AppError(401, 'admin:login.expired', {}, 'loginExpired');
  const [user] = await db.orm.select().from(staffUsers).where(eq(staffUsers.id, staffId));
  if (!user || user.status !== 'active') throw wrongCredentials();
  await assertLoginAllowed(db.pool, user.email, input.ip);
  const method = /^\d{6}$/.test(input.code) ? 'totp' : 'recovery_code';
  const ok = method === 'totp' ? await useTotp(db, user, input.code) : await useRecoveryCode(db, user, input.code);
  if (!ok) {
    await recordLoginFailure(db.pool, user.email, input.ip);
    throw new AppError(401, 'admin:login.badCode', {}, 'badCode');
  }
  await endSession(db.orm, input.pendingToken!);
  const token = await startSession(db.orm, user.id, true);
  await writeAudit(db.orm, { id: user.id, label: user.email, requestId: input.requestId }, { entity: 'staff', entityId: user.id, action: 'sign_in', after: { method } });
  return token;
}

/** A code is accepted once: the step is claimed with a conditional update, so a replay (even concurrent) fails. */
async function useTotp(db: Database, user: StaffUser, code: string): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = await verifyTotp(user.totpSecret, code, user.totpLastStep);
  if (step === null) return false;
  const claimed = await db.orm
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(and(eq(staffUsers.id, user.id), sql`(${staffUsers.totpLastStep} is null or ${staffUsers.totpLastStep} < ${step})`))
    .returning({ id: staffUsers.id });
  return claimed.length === 1;
}

async function useRecoveryCode(db: Database, user: StaffUser, code: string): Promise<boolean> {
  const hash = recoveryHash(code);
  const used = await db.orm
    .update(staffUsers)
    .set({ recoveryCodeHashes: sql`array_remove(${staffUsers.recoveryCodeHashes}, ${hash})` })
    .where(and(eq(staffUsers.id, user.id), sql`${hash} = any(${staffUsers.recoveryCodeHashes})`))
    .returning({ id: staffUsers.id });
  return used.length === 1;
}
