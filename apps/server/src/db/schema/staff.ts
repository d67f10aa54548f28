import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StaffRole, StaffStatus } from '@portal/domain/staff/roles';

/**
 * Back-office staff (features/staff). Secrets are never stored in the clear: passwords as scrypt
 * hashes, session, set-up and API tokens and recovery codes as SHA-256 of 256-bit (or 50-bit,
 * single-use) random values. The TOTP secret must stay readable to check codes.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    status: text('status').$type<StaffStatus>().notNull(),
    passwordHash: text('password_hash'),
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted: a code is good once (no replay within its 30 s). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    recoveryCodeHashes: text('recovery_code_hashes').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_users_email_idx').on(t.email)],
);

/** Server-side sessions; `mfa_passed` false is the short step between password and code. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: text('staff_id').notNull().references(() => staffUsers.id, { onDelete: 'cascade' }),
    mfaPassed: boolean('mfa_passed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Single-use set-up links (first administrator, invitations); the pending password and secret wait here until the code is confirmed. */
export const staffSetupTokens = pgTable(
  'staff_setup_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: text('staff_id').notNull().references(() => staffUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    pendingPasswordHash: text('pending_password_hash'),
    pendingTotpSecret: text('pending_totp_secret'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_setup_tokens_staff_idx').on(t.staffId)],
);

/** Per-person API tokens for automation (POST /api/attendance), shown once. */
export const staffApiTokens = pgTable(
  'staff_api_tokens',
  {
    id: text('id').primaryKey(),
    staffId: text('staff_id').notNull().references(() => staffUsers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_api_tokens_hash_idx').on(t.tokenHash), index('staff_api_tokens_staff_idx').on(t.staffId)],
);

/**
 * Who changed what, when, with the values before and after. Append-only: a trigger in the
 * migration refuses UPDATE, DELETE and TRUNCATE. The actor is kept as a label too, so an entry
 * still names its author when the account is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorLabel: text('actor_label').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_actor_idx').on(t.actorId)],
);

export type StaffUser = typeof staffUsers.$inferSelect;
