import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import { staffApiTokens, staffUsers } from '../../db/schema/staff';
import { newPublicId } from '../../platform/security/ids';
import { writeAudit, type Actor } from './audit';
import { sha256, newToken } from './secrets';
import type { SignedInStaff } from './sessions';

/**
 * Per-person API tokens for automation (POST /api/attendance). The token is shown once when it is
 * created; only its SHA-256 is kept. A token acts as its owner: with the owner's current role,
 * and not at all once revoked or once the owner is disabled.
 */
export const API_TOKEN_PREFIX = 'ppat_';

const listed = { id: staffApiTokens.id, name: staffApiTokens.name, createdAt: staffApiTokens.createdAt, lastUsedAt: staffApiTokens.lastUsedAt, revokedAt: staffApiTokens.revokedAt };

export async function createApiToken(db: NodePgDatabase, actor: Actor & { id: string }, name: string) {
  return db.transaction(async (tx) => {
    const { token, hash } = newToken(API_TOKEN_PREFIX);
    const [row] = await tx.insert(staffApiTokens).values({ id: newPublicId(), staffId: actor.id, name, tokenHash: hash }).returning(listed);
    await writeAudit(tx, actor, { entity: 'api_token', entityId: row.id, action: 'create', after: { name, owner: actor.id } });
    return { ...row, token };
  });
}

export async function listApiTokens(db: NodePgDatabase, staffId: string) {
  const data = await db.select(listed).from(staffApiTokens).where(eq(staffApiTokens.staffId, staffId)).orderBy(desc(staffApiTokens.createdAt));
  return { data, total: data.length };
}

/** Only the owner revokes their token here; someone else's id is simply not found. */
export async function revokeApiToken(db: NodePgDatabase, actor: Actor & { id: string }, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffApiTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffApiTokens.id, id), eq(staffApiTokens.staffId, actor.id), isNull(staffApiTokens.revokedAt)))
      .returning(listed);
    if (!row) throw new AppError(404, 'errors:notFound');
    await writeAudit(tx, actor, { entity: 'api_token', entityId: id, action: 'revoke', before: { revokedAt: null }, after: { revokedAt: row.revokedAt } });
    return row;
  });
}

/** The active owner of a valid, unrevoked bearer token, or null. */
export async function staffForApiToken(db: NodePgDatabase, token: string): Promise<(SignedInStaff & { tokenId: string }) | null> {
  if (!token.startsWith(API_TOKEN_PREFIX) || token.length > 100) return null;
  const [row] = await db
    .update(staffApiTokens)
    .set({ lastUsedAt: sql`now()` })
    .from(staffUsers)
    .where(and(eq(staffApiTokens.tokenHash, sha256(token)), isNull(staffApiTokens.revokedAt), eq(staffUsers.id, staffApiTokens.staffId), eq(staffUsers.status, 'active')))
    .returning({ tokenId: staffApiTokens.id, id: staffUsers.id, email: staffUsers.email, name: staffUsers.name, role: staffUsers.role });
  return row ?? null;
}
