/**
 * Sales tax by billing province or state. Rates are integers in thousandths of a percent
 * (5% = 5000, QST 9.975% = 9975) so every computation stays in integer cents.
 */
export const TAX_CODES = ['GST', 'HST', 'PST', 'QST', 'SALES_TAX', 'IVU'] as const;
export type TaxCode = (typeof TAX_CODES)[number];

export interface TaxRate {
  code: TaxCode;
  /** Thousandths of a percent: 13% = 13000. */
  rate: number;
}

export interface TaxLine extends TaxRate {
  cents: number;
}

const RATE_DENOMINATOR = 100_000;

const GST: TaxRate = { code: 'GST', rate: 5000 };
const hst = (percent: number): TaxRate => ({ code: 'HST', rate: percent * 1000 });

/** A province's rates from a date on (inclusive, 'YYYY-MM-DD'), oldest first. */
interface DatedRates {
  from: string;
  rates: readonly TaxRate[];
}

const always = (...rates: TaxRate[]): readonly DatedRates[] => [{ from: '2000-01-01', rates }];

/**
 * Canada (checked against the Canada Revenue Agency's table; Nova Scotia's HST went from 15% to
 * 14% on 2025-04-01). GST alone in AB and the territories; HST in the harmonized provinces; GST
 * plus the provincial tax in BC, MB, SK and QC.
 */
export const CANADA_TAX: Readonly<Record<string, readonly DatedRates[]>> = {
  AB: always(GST),
  NT: always(GST),
  NU: always(GST),
  YT: always(GST),
  ON: always(hst(13)),
  NB: always(hst(15)),
  NL: always(hst(15)),
  PE: always(hst(15)),
  NS: [
    { from: '2000-01-01', rates: [hst(15)] },
    { from: '2025-04-01', rates: [hst(14)] },
  ],
  BC: always(GST, { code: 'PST', rate: 7000 }),
  MB: always(GST, { code: 'PST', rate: 7000 }),
  SK: always(GST, { code: 'PST', rate: 6000 }),
  QC: always(GST, { code: 'QST', rate: 9975 }),
};

/**
 * US states and Puerto Rico: configured by operations (the `sales_tax_rates` table), because
 * whether a training course is taxable depends on the state; a region without a row pays none.
 */
export type ConfiguredRates = Readonly<Record<string, readonly TaxRate[]>>;

export interface Billing {
  country: string;
  region: string;
}

/** The rates that apply to a sale billed to `billing` on `at` (the date in UTC). */
export function taxRatesFor(billing: Billing, at: Date, configured: ConfiguredRates = {}): readonly TaxRate[] {
  if (billing.country === 'CA') {
    const dated = CANADA_TAX[billing.region];
    if (!dated) return [];
    const day = at.toISOString().slice(0, 10);
    return [...dated].reverse().find((d) => d.from <= day)?.rates ?? [];
  }
  return configured[billing.region] ?? [];
}

/** Half-up rounding of a non-negative ratio of integers, in integer arithmetic. */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || numerator < 0) throw new RangeError('numerator must be a non-negative safe integer');
  const doubled = numerator * 2 + denominator;
  return (doubled - (doubled % (denominator * 2))) / (denominator * 2);
}

/** One tax line: each line is rounded on its own (half-up), as the invoices show them. */
export function taxOn(cents: number, rate: number): number {
  return divideHalfUp(cents * rate, RATE_DENOMINATOR);
}

export function taxLines(cents: number, rates: readonly TaxRate[]): TaxLine[] {
  return rates.map((r) => ({ ...r, cents: taxOn(cents, r.rate) }));
}

/** 9975 -> 9.975 (for display: "QST (9.975%)"). */
export function ratePercent(rate: number): number {
  return rate / 1000;
}

