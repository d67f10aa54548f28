import { and, eq, or, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { StaffRole } from '@portal/domain/staff/roles';
import { staffSessions } from '../../db/schema/staff';
import { newToken, sha256 } from './secrets';

/**
 * Staff sessions live in PostgreSQL (any instance can check them, sign-out is immediate); the
 * browser holds only a random token in an HttpOnly, SameSite=Strict cookie. A session ends after
 * 30 minutes without a request (each request slides it) and 12 hours after sign-in whatever
 * happens. Between password and code a short 'pending' session (5 minutes) remembers who passed
 * the password; it never grants access.
 */
export const SESSION_COOKIE = 'portal_staff';
export const PENDING_COOKIE = 'portal_staff_pending';
export const SESSION_LIMITS = { idleMs: 30 * 60 * 1000, absoluteMs: 12 * 60 * 60 * 1000, pendingMs: 5 * 60 * 1000 };

export function cookieOptions(secure: boolean) {
  return { path: '/', httpOnly: true, secure, sameSite: 'strict' as const };
}

export async function startSession(db: NodePgDatabase, staffId: string, mfaPassed: boolean): Promise<string> {
  const { token, hash } = newToken();
  const lifetime = mfaPassed ? SESSION_LIMITS.absoluteMs : SESSION_LIMITS.pendingMs;
  // Sessions of this person that can no longer be used are swept as a new one starts.
  await db.delete(staffSessions).where(and(eq(staffSessions.staffId, staffId), or(sql`${staffSessions.expiresAt} <= now()`, sql`${staffSessions.lastSeenAt} <= now() - ${SESSION_LIMITS.idleMs} * interval '1 millisecond'`)));
  await db.insert(staffSessions).values({ tokenHash: hash, staffId, mfaPassed, expiresAt: new Date(Date.now() + lifetime) });
  return token;
}

export interface SignedInStaff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

/**
 * The staff member behind a full session, sliding its idle timer in the same statement; null when
 * the session is unknown, pending, idle too long, past its absolute end, or the account is not active.
 */
export async function touchSession(db: NodePgDatabase, token: string): Promise<SignedInStaff | null> {
  const { rows } = await db.execute<{ id: string; email: string; name: string; role: StaffRole }>(sql`
    update staff_sessions s set last_seen_at = now()
    from staff_users u
    where s.token_hash = ${sha256(token)} and u.id = s.staff_id and s.mfa_passed
      and s.expires_at > now() and s.last_seen_at > now() - ${SESSION_LIMITS.idleMs} * interval '1 millisecond'
      and u.status = 'active'
    returning u.id, u.email, u.name, u.role`);
  return rows[0] ?? null;
}

/** The account that passed the password step of this pending session (still valid), or null. */
export async function pendingStaffId(db: NodePgDatabase, token: string): Promise<string | null> {
  const [row] = await db
    .select({ staffId: staffSessions.staffId })
    .from(staffSessions)
    .where(and(eq(staffSessions.tokenHash, sha256(token)), eq(staffSessions.mfaPassed, false), sql`${staffSessions.expiresAt} > now()`));
  return row?.staffId ?? null;
}

export async function endSession(db: NodePgDatabase, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, sha256(token)));
}

/** Sign-out everywhere, and what disabling an account does: every session of that person ends. */
export async function endAllSessions(db: NodePgDatabase, staffId: string): Promise<number> {
  const rows = await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId)).returning({ h: staffSessions.tokenHash });
  return rows.length;
}
