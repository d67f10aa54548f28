import type { RetentionPeriod, RetentionRule } from '@portal/domain/privacy/retention';
import { i18next } from '../../lib/i18n';
import { adminLocale, dateText } from '../providers/admin-dates';

export const R = (key: string) => `admin-retention:${key}`;

const locale = adminLocale;

/**
 * '24 months', '90 days' in the staff member's language. Straight from i18next: the plural forms
 * (months_one, months_other) are found only when the count is part of the look-up, which the
 * back office's translate (it checks that the bare key exists first) does not do.
 */
export const periodText = (p: RetentionPeriod, rule?: RetentionRule) => {
  // CE records are set in whole years (RETENTION_CE_RECORDS_YEARS): '6 years', not '72 months'.
  if (rule === 'ce_records' && p.months && p.months % 12 === 0) return i18next.t(R('periods.years'), { count: p.months / 12 });
  return p.months ? i18next.t(R('periods.months'), { count: p.months }) : i18next.t(R('periods.days'), { count: p.days ?? 0 });
};

export const dateOf = (iso: string | null) => dateText(iso, locale());
export const dateTimeOf = (iso: string | null) => dateText(iso, locale(), { time: true });
export const numberOf = (n: number) => new Intl.NumberFormat(locale()).format(n);

export const totalOf = (counts: Partial<Record<string, number>>) => Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
