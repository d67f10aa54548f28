import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { columnsOf } from '../checkout/admin-coupons';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { CODES_MSG, codeState } from '@portal/domain/checkout/admin-schemas';
import {
  DsoCodeCheckSchema,
  type AdminDsoCode,
  type DsoCodeCreate,
  type DsoCodeFields,
  type DsoCodeListQuery,
  type DsoCodePatch,
} from '@portal/domain/dso-codes/admin-schemas';
import { AppError } from '@portal/domain/errors/app-error';
import { dsoCodes, registrations } from '../../db/schema/registration';
import { fieldError, parseOrThrow } from '../registration/parse';
import { writeAudit, type Actor } from '../staff/audit';

/**
 * DSO discount codes in the back office (issue 10): list, read, create, edit, activate and
 * deactivate. A code's use is the registrations that entered it (registrations.dso_code, stored
 * upper-case). Every write locks the code's row and records its audit entry in the same transaction.
 */
const ENTITY = 'dso_code';
type DsoCodeRow = typeof dsoCodes.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function toAdminDsoCode(c: DsoCodeRow, timesUsed: number, at = new Date()): AdminDsoCode {
  return {
    id: c.code,
    code: c.code,
    organization: c.organization,
    discountPercent: c.discountPercent,
    validFrom: iso(c.validFrom),
    validUntil: iso(c.validUntil),
    active: c.active,
    timesUsed,
    state: codeState(c, at) as AdminDsoCode['state'],
    createdAt: c.createdAt.toISOString(),
  };
}

const usedCode = sql<string>`upper(${registrations.dsoCode})`;

/** How many registrations entered each code. */
async function usesOf(db: NodePgDatabase, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: usedCode, uses: count() })
    .from(registrations)
    .where(inArray(usedCode, codes))
    .groupBy(usedCode);
  return new Map(rows.map((r) => [r.code, r.uses]));
}

async function withUses(db: NodePgDatabase, row: DsoCodeRow): Promise<AdminDsoCode> {
  return toAdminDsoCode(row, (await usesOf(db, [row.code])).get(row.code) ?? 0);
}

/** Newest first. */
export async function listDsoCodes(db: NodePgDatabase, q: DsoCodeListQuery): Promise<{ data: AdminDsoCode[]; total: number }> {
  const where: SQL[] = [];
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`;
    where.push(or(ilike(dsoCodes.code, like), ilike(dsoCodes.organization, like))!);
  }
  if (q.active !== undefined) where.push(eq(dsoCodes.active, q.active));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(dsoCodes).where(filter).orderBy(desc(dsoCodes.createdAt), dsoCodes.code).limit(q.perPage).offset((q.page - 1) * q.perPage),
    db.select({ total: count() }).from(dsoCodes).where(filter),
  ]);
  const uses = await usesOf(db, rows.map((r) => r.code));
  const now = new Date();
  return { data: rows.map((r) => toAdminDsoCode(r, uses.get(r.code) ?? 0, now)), total };
}

export async function getDsoCode(db: NodePgDatabase, code: string): Promise<AdminDsoCode> {
  const [row] = await db.select().from(dsoCodes).where(eq(dsoCodes.code, code));
  if (!row) throw new AppError(404, 'errors:notFound');
  return withUses(db, row);
}

function fieldsOf(c: DsoCodeRow): DsoCodeFields {
  return { organization: c.organization, discountPercent: c.discountPercent, validFrom: iso(c.validFrom), validUntil: iso(c.validUntil) };
}


export async function createDsoCode(db: NodePgDatabase, actor: Actor, input: DsoCodeCreate): Promise<AdminDsoCode> {
  const { code, active, ...fields } = input;
  return db.transaction(async (tx) => {
    // Two staff creating the same code at once: the second waits on the first's row, then finds it taken.
    const [row] = await tx
      .insert(dsoCodes)
      .values({ ...(columnsOf<typeof dsoCodes.$inferInsert>(fields) as typeof dsoCodes.$inferInsert), code, active })
      .onConflictDoNothing({ target: dsoCodes.code })
      .returning();
    if (!row) throw new AppError(409, CODES_MSG.codeTaken, { code });
    const after = await withUses(tx, row);
    await writeAudit(tx, actor, { entity: ENTITY, entityId: code, action: 'create', after });
    return after;
  });
}

async function lockDsoCode(tx: NodePgDatabase, code: string): Promise<DsoCodeRow> {
  const [row] = await tx.select().from(dsoCodes).where(eq(dsoCodes.code, code)).for('update');
  if (!row) throw new AppError(404, 'errors:notFound');
  return row;
}

const same = (key: keyof DsoCodeFields, a: unknown, b: unknown) =>
  (key === 'validFrom' || key === 'validUntil') && typeof a === 'string' && typeof b === 'string' ? Date.parse(a) === Date.parse(b) : a === b;

/** Applies the fields sent; the validity rule is checked on the stored code with the change applied. */
export async function updateDsoCode(db: NodePgDatabase, actor: Actor, code: string, patch: DsoCodePatch): Promise<AdminDsoCode> {
  if (patch.code !== undefined && patch.code !== code) throw fieldError('code', CODES_MSG.codeImmutable);
  return db.transaction(async (tx) => {
    const row = await lockDsoCode(tx, code);
    const current = fieldsOf(row);
    const sent = Object.fromEntries(Object.entries(patch).filter(([k, v]) => k !== 'code' && v !== undefined)) as Partial<DsoCodeFields>;
    parseOrThrow(DsoCodeCheckSchema, { ...current, ...sent });
    const changed = (Object.keys(sent) as (keyof DsoCodeFields)[]).filter((k) => !same(k, sent[k] ?? null, current[k] ?? null));
    if (changed.length === 0) return withUses(tx, row);
    const [updated] = await tx
      .update(dsoCodes)
      .set(columnsOf<typeof dsoCodes.$inferInsert>(Object.fromEntries(changed.map((k) => [k, sent[k] ?? null]))))
      .where(eq(dsoCodes.code, code))
      .returning();
    await writeAudit(tx, actor, {
      entity: ENTITY,
      entityId: code,
      action: 'update',
      before: Object.fromEntries(changed.map((k) => [k, current[k] ?? null])),
      after: Object.fromEntries(changed.map((k) => [k, fieldsOf(updated)[k] ?? null])),
    });
    return withUses(tx, updated);
  });
}

/** Activating an active code (or deactivating an inactive one) answers it unchanged and writes nothing. */
export async function setDsoCodeActive(db: NodePgDatabase, actor: Actor, code: string, active: boolean): Promise<AdminDsoCode> {
  return db.transaction(async (tx) => {
    const row = await lockDsoCode(tx, code);
    if (row.active === active) return withUses(tx, row);
    const [updated] = await tx.update(dsoCodes).set({ active }).where(eq(dsoCodes.code, code)).returning();
    await writeAudit(tx, actor, { entity: ENTITY, entityId: code, action: active ? 'activate' : 'deactivate', before: { active: row.active }, after: { active } });
    return withUses(tx, updated);
  });
}
