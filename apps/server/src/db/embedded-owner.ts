import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Who holds an embedded data folder. PostgreSQL writes its pid and data folder in postmaster.pid;
 * we write the pid of the Node process that started it (the portal or an operations command) in
 * `portal.pid` beside it. A live server whose owner is gone is an orphan, left by a `kill -9` of
 * the portal: the next start stops it. A live owner means the folder is in use.
 */
export type DataDirState = { kind: 'free' } | { kind: 'in_use'; ownerPid: number; postgresPid: number; port: number | null } | { kind: 'orphan'; postgresPid: number };

const ownerFile = (dataDir: string) => join(dataDir, 'portal.pid');

export function dataDirState(dataDir: string): DataDirState {
  const postgresPid = livePostgresOf(dataDir);
  if (!postgresPid) return { kind: 'free' };
  const ownerPid = readPid(ownerFile(dataDir));
  if (ownerPid && ownerPid !== process.pid && isAlive(ownerPid) && commandLine(ownerPid).some((a) => /node/.test(a))) {
    return { kind: 'in_use', ownerPid, postgresPid, port: portOf(dataDir) };
  }
  return { kind: 'orphan', postgresPid };
}

export function claimDataDir(dataDir: string): void {
  writeFileSync(ownerFile(dataDir), `${process.pid}\n`);
}

export function releaseDataDir(dataDir: string): void {
  if (readPid(ownerFile(dataDir)) === process.pid) rmSync(ownerFile(dataDir), { force: true });
}

/**
 * Stops an orphaned server: fast shutdown (SIGINT), then immediate (SIGQUIT) if it lingers.
 * Resolves once the process is gone; throws if it cannot be stopped.
 */
export async function stopOrphan(pid: number): Promise<void> {
  for (const [signal, waitMs] of [['SIGINT', 15_000], ['SIGQUIT', 5_000], ['SIGKILL', 5_000]] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return; // already gone
    }
    if (await gone(pid, waitMs)) return;
  }
  throw new Error(`The PostgreSQL server left running by an earlier start (pid ${pid}) does not stop`);
}

/** The pid in postmaster.pid when that process is alive and is a postgres serving this very folder. */
function livePostgresOf(dataDir: string): number | null {
  const file = join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const [pidLine, dirLine] = readFileSync(file, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  if (resolve(dirLine ?? '') !== resolve(dataDir)) return null;
  const args = commandLine(pid);
  // A recycled pid that now belongs to another program is never ours to stop.
  const isPostgres = args.some((a) => /(^|\/)postgres$/.test(a));
  return isPostgres ? pid : null;
}

/** The TCP port a live server listens on: the fourth line of postmaster.pid. */
function portOf(dataDir: string): number | null {
  const port = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
  return Number.isInteger(port) && port > 0 ? port : null;
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandLine(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

async function gone(pid: number, waitMs: number): Promise<boolean> {
  const until = Date.now() + waitMs;
  while (Date.now() < until) {
    if (!isAlive(pid) || commandLine(pid).length === 0) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !isAlive(pid);
}
