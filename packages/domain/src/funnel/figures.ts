import type { Money } from '../locale/format';
import { FUNNEL_STEPS, type FunnelStep } from './steps';

type Currency = Money['currency'];

/** A share, or null when nobody could take it (no division by zero shown as 0 %). */
export const rate = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

export interface StepFigure {
  step: FunnelStep;
  reached: number;
  /** Of those who reached the step before, the share who reached this one too (null for the first, or when nobody reached the step before). */
  conversion: number | null;
  /** Median time from reaching this step to reaching the next step the registration reached; null when nobody moved on. */
  medianSeconds: number | null;
}

export interface FunnelFigures {
  from: string;
  until: string;
  steps: StepFigure[];
  /** Paid of registered. */
  overallConversion: number | null;
  quiz: { tried: number; passedFirstTry: number; rate: number | null };
  coupons: { paid: number; used: number; rate: number | null };
  scannerTrial: { paid: number; taken: number; rate: number | null };
  /** Per currency as paid: paid orders less their refunds, in cents (USD and CAD are never added). */
  revenue: { currency: Currency; paidCents: number; refundedCents: number; netCents: number }[];
  /** Registrations of each ISO week (Monday, UTC) of the period, and how many of them have paid. */
  weeks: { week: string; startsOn: string; registrations: number; paid: number }[];
}

/** Every step in funnel order with its conversion from the step before; steps nobody reached count 0. */
export function stepFigures(rows: { step: FunnelStep; reached: number; fromPrevious: number; medianSeconds: number | null }[]): StepFigure[] {
  const byStep = new Map(rows.map((r) => [r.step, r]));
  return FUNNEL_STEPS.map((step, i) => {
    const reached = byStep.get(step)?.reached ?? 0;
    const before = i === 0 ? null : (byStep.get(FUNNEL_STEPS[i - 1])?.reached ?? 0);
    return { step, reached, conversion: before === null ? null : rate(byStep.get(step)?.fromPrevious ?? 0, before), medianSeconds: byStep.get(step)?.medianSeconds ?? null };
  });
}

const pct = (r: number | null) => (r === null ? '' : (r * 100).toFixed(1));
const cents = (n: number) => (n / 100).toFixed(2);

/**
 * The figures as CSV rows (a header then one row per figure): section, name, value, share (%),
 * median hours. Names are stable keys, like the other exports' column names.
 */
export function funnelCsvRows(f: FunnelFigures): string[][] {
  const rows: string[][] = [['section', 'name', 'value', 'percent', 'median_hours']];
  for (const s of f.steps) rows.push(['step', s.step, String(s.reached), pct(s.conversion), s.medianSeconds === null ? '' : (s.medianSeconds / 3600).toFixed(2)]);
  rows.push(['overall', 'paid_of_registered', String(f.steps.at(-1)!.reached), pct(f.overallConversion), '']);
  rows.push(['quiz', 'passed_first_try', `${f.quiz.passedFirstTry}/${f.quiz.tried}`, pct(f.quiz.rate), '']);
  rows.push(['coupons', 'paid_with_coupon', `${f.coupons.used}/${f.coupons.paid}`, pct(f.coupons.rate), '']);
  rows.push(['scanner_trial', 'paid_with_trial', `${f.scannerTrial.taken}/${f.scannerTrial.paid}`, pct(f.scannerTrial.rate), '']);
  for (const r of f.revenue) rows.push(['revenue', `net_${r.currency}`, cents(r.netCents), '', ''], ['revenue', `refunded_${r.currency}`, cents(r.refundedCents), '', '']);
  for (const w of f.weeks) rows.push(['week_registrations', w.week, String(w.registrations), '', ''], ['week_paid', w.week, String(w.paid), '', '']);
  return rows;
}
