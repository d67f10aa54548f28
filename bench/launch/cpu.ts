import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds spent by each part of the stack between two snapshots, read from /proc (Linux; empty
 * elsewhere): the portal's instances, PostgreSQL (every backend and its own processes), HAProxy,
 * this bench, and the rest of the machine (which should be nothing on an idle machine). Divided by
 * the payments of a burst, it says what one payment costs each part: what has to shrink for the
 * two cores to take 100 payments in a second.
 */
export type CpuSnapshot = Map<number, { group: string; ticks: number }>;

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux that Node supports

function groupOf(pid: number, cmdline: string, comm: string): string {
  if (pid === process.pid) return 'bench';
  if (cmdline.includes('apps/server/dist/main.js')) return 'portal instances';
  if (comm === 'postgres' || cmdline.startsWith('postgres')) return 'postgres';
  if (comm === 'haproxy') return 'haproxy';
  return 'rest of the machine';
}

export function cpuSnapshot(): CpuSnapshot {
  const snap: CpuSnapshot = new Map();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return snap;
  }
  for (const p of pids) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
      const cmdline = readFileSync(`/proc/${p}/cmdline`, 'utf8').replaceAll('\0', ' ');
      snap.set(Number(p), { group: groupOf(Number(p), cmdline, comm), ticks });
    } catch {
      // A process that ended between the listing and the read.
    }
  }
  return snap;
}

/** CPU seconds per group between two snapshots (a process born in between counts from zero). */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [pid, { group, ticks }] of after) {
    const spent = ticks - (before.get(pid)?.ticks ?? 0);
    if (spent > 0) out[group] = Math.round(((out[group] ?? 0) + spent / TICKS_PER_SECOND) * 100) / 100;
  }
  return out;
}
