import type { Sample } from './client';
import { round } from './checks';

/** bench:launch's figures from the recorded calls, the guide's targets (section 6), and the terminal's view of a result. */

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function stepFigures(samples: Sample[]) {
  const steps: Record<string, { calls: number; ok: number; p50: number; p95: number; p99: number; max: number; resent: number }> = {};
  for (const step of [...new Set(samples.map((s) => s.step))]) {
    const of = samples.filter((s) => s.step === step);
    const ms = of.map((s) => s.ms).sort((a, b) => a - b);
    steps[step] = {
      calls: of.length, ok: of.filter((s) => s.status >= 200 && s.status < 300).length,
      p50: round(percentile(ms, 50)), p95: round(percentile(ms, 95)), p99: round(percentile(ms, 99)), max: round(ms.at(-1) ?? 0),
      resent: of.reduce((a, s) => a + s.resends, 0),
    };
  }
  return steps;
}

/** Answers other than 2xx, by step and status (0: no answer within the request's bound). */
export function errorsByStatus(samples: Sample[]) {
  const errors: Record<string, number> = {};
  for (const s of samples) if (s.status < 200 || s.status >= 300) errors[`${s.step} ${s.status}`] = (errors[`${s.step} ${s.status}`] ?? 0) + 1;
  return errors;
}

/** Busy answers (503 with Retry-After) sent again, the calls that needed it, and those still busy when the bound ran out. */
export function busyFigures(samples: Sample[]) {
  return {
    resends: samples.reduce((a, s) => a + s.resends, 0),
    callsResent: samples.filter((s) => s.resends > 0).length,
    gaveUp: samples.filter((s) => s.status === 503).length,
  };
}

export interface Target { what: string; target: string; value: string; met: boolean }

export function printResult(r: any, before?: any) {
  const line = (label: string, now: unknown, then?: unknown) => console.log(`  ${label.padEnd(34)} ${String(now).padEnd(22)}${then === undefined ? '' : String(then)}`);
  console.log(`\nbench:launch, ${r.mode} mode, ${r.instances} instance(s) behind HAProxy${before ? `  (right column: ${before.instances} instance(s), ${before.startedAt})` : ''}`);
  line('registrants (arrived/paid/sold out/failed)', `${r.registrants.arrived}/${r.registrants.paid}/${r.registrants.soldOut}/${r.registrants.failed}`, before && `${before.registrants.arrived}/${before.registrants.paid}/${before.registrants.soldOut}/${before.registrants.failed}`);
  line('completions per second', r.completionsPerSecond, before?.completionsPerSecond);
  if (r.burst) {
    line('burst: paid at the first try', `${r.burst.paidFirstTry}/${r.burst.pressed}`, before?.burst && `${before.burst.paidFirstTry}/${before.burst.pressed}`);
    line('burst: payments per second', r.burst.paymentsPerSecond, before?.burst?.paymentsPerSecond);
    line('burst: all answered in (ms)', r.burst.ms, before?.burst?.ms);
    // What the burst cost each part of the stack, in CPU seconds and CPU ms per payment (the two cores give 2 s a second).
    for (const [group, seconds] of Object.entries(r.burst.cpuSeconds ?? {}) as [string, number][]) {
      line(`  CPU s (ms/payment): ${group}`, `${seconds} (${round((1000 * seconds) / Math.max(1, r.burst.pressed))})`, before?.burst?.cpuSeconds?.[group]);
    }
  }
  console.log(`\n  ${'step'.padEnd(16)}${'calls'.padStart(7)}${'ok'.padStart(7)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}${'max'.padStart(9)}${'resent'.padStart(8)}${before ? '   p99 before' : ''}`);
  for (const [step, f] of Object.entries<any>(r.steps)) {
    console.log(`  ${step.padEnd(16)}${String(f.calls).padStart(7)}${String(f.ok).padStart(7)}${String(f.p50).padStart(9)}${String(f.p95).padStart(9)}${String(f.p99).padStart(9)}${String(f.max).padStart(9)}${String(f.resent).padStart(8)}${before ? String(before.steps[step]?.p99 ?? '-').padStart(13) : ''}`);
  }
  console.log('  (ms, from the first sending to the last answer, resend waits included)\n');
  line('errors by step and status', JSON.stringify(r.errors), before && JSON.stringify(before.errors));
  line('busy: resends/calls resent/gave up', `${r.busy.resends}/${r.busy.callsResent}/${r.busy.gaveUp}`, before && `${before.busy.resends}/${before.busy.callsResent}/${before.busy.gaveUp}`);
  line('seats taken/capacity (oversold?)', `${r.seats.seatsTaken}/${r.seats.capacity} (${r.seats.oversold ? 'OVERSOLD' : 'no'})`, before && `${before.seats.seatsTaken}/${before.seats.capacity}`);
  line('  registrations + team members', `${r.seats.registrations} + ${r.seats.teamMembers}${r.seats.countMatches ? '' : ' (differs from seats taken!)'}`);
  line('receipts (issued/gaps/duplicates)', `${r.receipts.issued}/${r.receipts.gaps}/${r.receipts.duplicates}`, before && `${before.receipts.issued}/${before.receipts.gaps}/${before.receipts.duplicates}`);
  line('  numbers', `${r.receipts.first ?? '-'} … ${r.receipts.last ?? '-'}, paid orders ${r.receipts.paidOrders}`);
  line('mails (queued/sent/received)', `${r.mails.queued}/${r.mails.sent}/${r.mails.received}`, before && `${before.mails.queued}/${before.mails.sent}/${before.mails.received}`);
  line('  missing/duplicates/dead', `${r.mails.missing}/${r.mails.duplicates}/${r.mails.dead}`);
  line('  paid without exactly one mail', r.mails.paidWithoutExactlyOneMail);
  line('  queue empty after the load (ms)', r.mails.queueEmptyMs ?? `not within ${r.options.mailWaitSeconds} s`, before && (before.mails.queueEmptyMs ?? '-'));
  line('db connections max/mean (active)', `${r.connections.maxTotal}/${r.connections.meanTotal} (${r.connections.maxActive}/${r.connections.meanActive})`, before && `${before.connections.maxTotal}/${before.connections.meanTotal} (${before.connections.maxActive}/${before.connections.meanActive})`);
  // Connection states seen most (state | wait event | statement): where the time goes when it is not the CPU.
  for (const w of r.connections.topWaits ?? []) console.log(`    ${String(w.samples).padStart(5)}  ${w.what}`);
  for (const [phase, waits] of Object.entries(r.connections.topWaitsByPhase ?? {}) as [string, { what: string; samples: number }[]][]) {
    console.log(`    during the ${phase} only:`);
    for (const w of waits) console.log(`    ${String(w.samples).padStart(5)}  ${w.what}`);
  }
  console.log('\nthe guide\'s targets (GUIDE.md section 6; on an idle machine):');
  for (const t of r.targets as Target[]) console.log(`  ${t.met ? 'met   ' : 'MISSED'} ${t.what}: ${t.value} (target ${t.target})`);
}
