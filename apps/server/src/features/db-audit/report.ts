import type { BreachRow } from './invariant';
import type { AuditReport } from './run-audit';

/** Rows printed per invariant in the text report; --json carries them all. */
export const ROWS_SHOWN = 50;

const cell = (v: BreachRow[string]) => (v === null ? '-' : typeof v === 'string' && /\s/.test(v) ? JSON.stringify(v) : String(v));
const line = (row: BreachRow) => Object.entries(row).map(([k, v]) => `${k}=${cell(v)}`).join(' ');

/** The report for an operator: each invariant ok or broken, a broken one with its statement, what to do and its rows. */
export function textReport(report: AuditReport): string {
  const broken = report.invariants.filter((r) => r.breaches.length > 0);
  const out = [
    broken.length === 0
      ? `Database audit at ${report.at}: clean (${report.invariants.length} invariants hold).`
      : `Database audit at ${report.at}: ${broken.length} of ${report.invariants.length} invariants broken.`,
  ];
  for (const r of report.invariants) {
    if (r.breaches.length === 0) {
      out.push(`ok      ${r.name}`);
      continue;
    }
    out.push(`BREACH  ${r.name}: ${r.breaches.length} ${r.breaches.length === 1 ? 'row' : 'rows'}`, `        ${r.statement}`, `        What to do: ${r.action}`);
    for (const row of r.breaches.slice(0, ROWS_SHOWN)) out.push(`        - ${line(row)}`);
    if (r.breaches.length > ROWS_SHOWN) out.push(`        ... and ${r.breaches.length - ROWS_SHOWN} more (--json lists them all)`);
  }
  return out.join('\n');
}
