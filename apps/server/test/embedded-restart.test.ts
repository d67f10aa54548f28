import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

/**
 * The portal's start and stop around the embedded database, as `npm start` runs it: a restart
 * after `kill -9` (the orphaned server is found and stopped), a second start on the same data (a
 * clear 'in use'), and SIGTERM after the database was killed under a running portal.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'portal-restart-'));
chmodSync(dataDir, 0o755);
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

let port = 3950 + (process.pid % 40);
function startPortal(ownGroup = false) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    detached: ownGroup,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port++), HOST: '127.0.0.1', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', NODE_ENV: 'development' },
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((ok) => child.on('exit', (code) => ok(code)));
  const until = (text: RegExp) =>
    new Promise<string>((ok, fail) => {
      const check = () => (text.test(output) ? ok(output) : undefined);
      child.stdout!.on('data', check);
      child.stderr!.on('data', check);
      exited.then(() => (text.test(output) ? ok(output) : fail(new Error(`exited without ${text}: ${output}`))));
      check();
    });
  return { child, until, exited, output: () => output };
}

const postgresPid = () => Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').length > 0;
  } catch {
    return false;
  }
};

async function gone(pid: number, withinMs = 15_000) {
  const until = Date.now() + withinMs;
  while (alive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
  expect(alive(pid)).toBe(false);
}

it('restarts after kill -9, refuses a second start, and stops on SIGTERM with its database gone', { timeout: 60_000 }, async () => {
  const first = startPortal();
  await first.until(/running at/);
  const orphan = postgresPid();
  first.child.kill('SIGKILL');
  await first.exited;
  // The problem is real: the database outlives the killed portal.
  expect(alive(orphan)).toBe(true);

  const second = startPortal();
  const out = await second.until(/running at|could not start/);
  expect(out).toContain(`Stopping the database server left running by an earlier start that did not stop cleanly (pid ${orphan})`);
  // The child is started with the test's own node (process.execPath): under npm, the registry's Node 24.
  expect(out).toContain('Provider portal is running at');
  expect(out).toContain(`(Node ${process.version})`);
  expect(alive(orphan)).toBe(false);

  const third = startPortal();
  expect(await third.exited).toBe(1);
  expect(third.output()).toMatch(/The portal could not start\. The database in .* is in use by another running portal or command \(pid \d+\)/);
  expect(third.output()).not.toContain('undefined');

  process.kill(postgresPid(), 'SIGKILL');
  await second.until(/The embedded database stopped unexpectedly \(SIGKILL\).*Stop the portal \(Ctrl-C\) and start it again/);
  const t0 = Date.now();
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
  expect(second.output()).toMatch(/SIGTERM received: stopping…\nStopped \(not everything stopped cleanly: the embedded database had already stopped \(SIGKILL\)\)\./);
  expect(Date.now() - t0).toBeLessThan(30_000);
});

it('stops cleanly on Ctrl-C, which reaches the database server too', { timeout: 60_000 }, async () => {
  const portal = startPortal(true);
  await portal.until(/running at/);
  const server = postgresPid();
  // A terminal's Ctrl-C reaches the whole process group; here the database server has finished
  // its shutdown before the portal handles its own signal (the order that would look like a crash).
  process.kill(server, 'SIGINT');
  await gone(server);
  process.kill(-portal.child.pid!, 'SIGINT');
  expect(await portal.exited).toBe(0);
  expect(portal.output()).toMatch(/SIGINT received: stopping…\nStopped cleanly\./);
  expect(portal.output()).not.toContain('unexpectedly');
  expect(alive(server)).toBe(false);
});
