import { adminLocale } from '../providers/admin-dates';

export const F = (key: string) => `admin-funnel:${key}`;

// The back office's chosen locale (providers/admin-dates.tsx), not the browser's.
const locale = adminLocale;

/** A share as the staff member's locale writes a percentage; a dash when nobody could take it. */
export const percent = (share: number | null) =>
  share === null ? '—' : new Intl.NumberFormat(locale(), { style: 'percent', maximumFractionDigits: 1 }).format(share);

const number = (n: number) => new Intl.NumberFormat(locale(), { maximumFractionDigits: 1 }).format(n);

/** A median time in the unit that reads best: minutes under an hour, hours under two days, else days. */
export function duration(seconds: number | null, translate: (key: string, args?: Record<string, unknown>) => string) {
  if (seconds === null) return '—';
  if (seconds < 3600) return translate(F('duration.minutes'), { n: number(seconds / 60) });
  if (seconds < 48 * 3600) return translate(F('duration.hours'), { n: number(seconds / 3600) });
  return translate(F('duration.days'), { n: number(seconds / 86_400) });
}

/** The filters as the admin API's query string (empty ones left out). */
export const queryString = (q: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '').map(([k, v]) => [k, v])).toString();

export const dayOf = (iso: string) => new Date(iso).toLocaleDateString(locale());
