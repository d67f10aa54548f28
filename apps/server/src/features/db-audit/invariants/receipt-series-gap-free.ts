import { sql } from 'drizzle-orm';
import { breachRows, type Invariant } from '../invariant';

/**
 * Receipts and credit notes are numbered in series, one per kind and year ('R-2026', 'CN-2026':
 * receipts/numbering.ts takes the number from the series' counter in the transaction that records
 * the payment or refund, so a rollback gives it back). Each series runs 1, 2, 3... with no number
 * missing or used twice, ends where its counter says, and each receipt sits in the series of its
 * kind and issue year, with the number its frozen document prints.
 */
const PARSED = sql`(
  select r.number, r.kind, r.created_at, r.registration_id,
    substring(r.number from '^(.*)-[0-9]+$') as series,
    substring(r.number from '-([0-9]+)$')::int as value
  from receipts r)`;

export const receiptSeriesGapFree: Invariant = {
  name: 'receipt-series-gap-free',
  statement: 'Receipts and credit notes are numbered without gaps or repeats in each series (kind and year), each series ends at its counter, and each receipt is in the series of its kind and year with the number its document prints.',
  action: 'Do not renumber issued receipts (they were sent): note the missing or doubled numbers for the accountant, and find which payment or refund skipped the counter.',
  check: (tx) =>
    breachRows(
      tx,
      sql`
        with parsed as ${PARSED},
        series as (
          select coalesce(p.series, c.series) as series, coalesce(max(p.value), 0) as max_value, count(p.number)::int as issued,
            count(distinct p.value)::int as distinct_values, c.last_value as counter
          from parsed p full join receipt_counters c on c.series = p.series
          group by coalesce(p.series, c.series), c.last_value)
        select 'number missing from the series' as what, s.series, null as number, missing.value::int as value, s.counter, s.issued
        from series s cross join lateral generate_series(1, greatest(s.max_value, coalesce(s.counter, 0))) as missing(value)
        where not exists (select 1 from parsed p where p.series = s.series and p.value = missing.value)
        union all
        select 'number used twice', p.series, string_agg(p.number, ', ' order by p.number), p.value, null, count(*)::int
        from parsed p group by p.series, p.value having count(*) > 1
        union all
        select 'series counter differs from its last number', s.series, null, s.max_value, s.counter, s.issued
        from series s where s.counter is distinct from s.max_value
        union all
        select 'receipt outside the series of its kind and year', p.series, p.number, p.value, null, null
        from parsed p
        where p.series is distinct from ((case p.kind when 'payment' then 'R' else 'CN' end) || '-' || extract(year from p.created_at at time zone 'UTC')::int)
        union all
        select 'document prints another number', null, r.number, null, null, null
        from receipts r where r.document->>'number' is distinct from r.number
        order by series, value`,
    ),
};
