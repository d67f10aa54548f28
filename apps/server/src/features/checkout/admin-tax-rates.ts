import { and, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import {
  ratePercentText,
  TAX_CODE_OF,
  TAX_COUNTRIES,
  TAX_REGIONS,
  taxRateId,
  type AdminTaxRate,
  type TaxCountry,
  type TaxRateListQuery,
  type TaxRateParams,
} from '@portal/domain/checkout/admin-schemas';
import { AppError } from '@portal/domain/errors/app-error';
import { salesTaxRates } from '../../db/schema/checkout';
import { writeAudit, type Actor } from '../staff/audit';

/**
 * US and Puerto Rico sales tax in the back office (issue 10). Checkout reads the table at each
 * price (store.ts configuredRates), so a change applies to the next cart and payment; a region
 * without a row pays no tax. Every write records its audit entry in the same transaction.
 */
const ENTITY = 'tax_rate';

const rowOf = (country: TaxCountry, region: string, rate: number | null): AdminTaxRate => {
  const code = TAX_CODE_OF[country];
  return { id: taxRateId(country, region, code), country, region, code, rate, percent: rate === null ? null : ratePercentText(rate) };
};

/** Every US state, DC and PR in that order (states alphabetical), with its rate or null. */
export async function listTaxRates(db: NodePgDatabase, q: TaxRateListQuery): Promise<{ data: AdminTaxRate[]; total: number }> {
  const stored = await db.select().from(salesTaxRates);
  const rateOf = new Map(stored.map((r) => [taxRateId(r.country, r.region, r.code), r.rate]));
  const all = TAX_COUNTRIES.filter((c) => !q.country || c === q.country).flatMap((country) =>
    TAX_REGIONS[country].map((region) => rowOf(country, region, rateOf.get(taxRateId(country, region, TAX_CODE_OF[country])) ?? null)),
  );
  const rows = q.configured === undefined ? all : all.filter((r) => (r.rate !== null) === q.configured);
  return { data: rows.slice((q.page - 1) * q.perPage, q.page * q.perPage), total: rows.length };
}

const where = (p: TaxRateParams) => and(eq(salesTaxRates.country, p.country), eq(salesTaxRates.region, p.region), eq(salesTaxRates.code, p.code));

/** Sets a region's rate; setting the rate it already has writes nothing. */
export async function setTaxRate(db: NodePgDatabase, actor: Actor, p: TaxRateParams, rate: number): Promise<AdminTaxRate> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(salesTaxRates).where(where(p)).for('update');
    const after = rowOf(p.country, p.region, rate);
    if (before?.rate === rate) return after;
    // Two staff setting a new region at once: the second updates the first's row instead of failing.
    await tx
      .insert(salesTaxRates)
      .values({ country: p.country, region: p.region, code: p.code, rate })
      .onConflictDoUpdate({ target: [salesTaxRates.country, salesTaxRates.region, salesTaxRates.code], set: { rate } });
    await writeAudit(tx, actor, {
      entity: ENTITY,
      entityId: after.id,
      action: before ? 'update' : 'create',
      before: before ? { rate: before.rate } : null,
      after: { rate },
    });
    return after;
  });
}

/** Removes a region's rate: it then pays no tax. 404 when it has none. */
export async function deleteTaxRate(db: NodePgDatabase, actor: Actor, p: TaxRateParams): Promise<AdminTaxRate> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(salesTaxRates).where(where(p)).returning();
    if (!removed) throw new AppError(404, 'errors:notFound');
    const after = rowOf(p.country, p.region, null);
    await writeAudit(tx, actor, { entity: ENTITY, entityId: after.id, action: 'delete', before: { rate: removed.rate }, after: null });
    return after;
  });
}
