import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import { LOCALE_PARAM, type Locale } from '@portal/domain/locale/locales';
import { staffSetupTokens, staffUsers } from '../../db/schema/staff';
import { writeAudit, type Actor } from './audit';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword, newRecoveryCodes, newToken, recoveryHash, sha256 } from './secrets';
import { enrolment, newTotpSecret, verifyTotp } from './totp';

/**
 * Set-up links (the first administrator's from `npm run admin:create`, everyone else's from an
 * invitation) lead to /admin/setup: choose a password, enrol an authenticator app, confirm with a
 * code, receive recovery codes. The account becomes active only when the code is confirmed, and
 * the link then stops working.
 */
export const SETUP_LINK_HOURS = { firstAdministrator: 24, invitation: 72 };

/** With a locale, the link opens the set-up screen in that language (the web app's `locale` parameter). */
export async function createSetupLink(tx: NodePgDatabase, staffId: string, publicUrl: string, hours: number, locale?: Locale) {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + hours * 3600_000);
  await tx.insert(staffSetupTokens).values({ tokenHash: hash, staffId, expiresAt });
  const language = locale ? `&${LOCALE_PARAM}=${locale}` : '';
  return { link: `${publicUrl}/admin/setup?token=${token}${language}`, expiresAt };
}

async function openLink(db: NodePgDatabase, token: string, lock = false) {
  const query = db
    .select({ link: staffSetupTokens, user: staffUsers })
    .from(staffSetupTokens)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSetupTokens.staffId))
    .where(and(eq(staffSetupTokens.tokenHash, sha256(token)), isNull(staffSetupTokens.usedAt), sql`${staffSetupTokens.expiresAt} > now()`, ne(staffUsers.status, 'disabled')));
  const [row] = lock ? await query.for('update', { of: staffSetupTokens }) : await query;
  if (!row) throw new AppError(404, 'admin:setup.invalidLink', {}, 'invalidLink');
  return row;
}

export async function checkSetup(db: NodePgDatabase, token: string) {
  const { user } = await openLink(db, token);
  return { email: user.email, name: user.name };
}

/** Step 1: the password is checked and kept with the link, with a new TOTP secret to enrol. */
export async function chooseSetupPassword(db: NodePgDatabase, token: string, password: string) {
  const { user } = await openLink(db, token);
  assertAcceptablePassword(password, user.email);
  const secret = newTotpSecret();
  await db
    .update(staffSetupTokens)
    .set({ pendingPasswordHash: await hashPassword(password), pendingTotpSecret: secret })
    .where(eq(staffSetupTokens.tokenHash, sha256(token)));
  return enrolment(secret, user.email);
}

/** Step 2: a code from the app proves the enrolment; the account becomes active. Recovery codes are returned once. */
export async function confirmSetup(db: NodePgDatabase, token: string, code: string, requestId?: string) {
  return db.transaction(async (tx) => {
    const { link, user } = await openLink(tx, token, true);
    if (!link.pendingPasswordHash || !link.pendingTotpSecret) throw new AppError(409, 'admin:setup.passwordFirst');
    const step = await verifyTotp(link.pendingTotpSecret, code);
    if (step === null) throw new AppError(400, 'admin:login.badCode', {}, 'badCode');
    const recoveryCodes = newRecoveryCodes();
    await tx
      .update(staffUsers)
      .set({
        passwordHash: link.pendingPasswordHash,
        totpSecret: link.pendingTotpSecret,
        totpLastStep: step,
        recoveryCodeHashes: recoveryCodes.map(recoveryHash),
        status: 'active',
      })
      .where(eq(staffUsers.id, user.id));
    // Every set-up link of this person ends here, this one and any older invitation.
    await tx.update(staffSetupTokens).set({ usedAt: new Date() }).where(and(eq(staffSetupTokens.staffId, user.id), isNull(staffSetupTokens.usedAt)));
    const actor: Actor = { id: user.id, label: user.email, requestId };
    await writeAudit(tx, actor, { entity: 'staff', entityId: user.id, action: 'setup', before: { status: user.status }, after: { status: 'active', twoFactor: true } });
    return { recoveryCodes };
  });
}
