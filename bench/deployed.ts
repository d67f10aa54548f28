import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The portal started as operators start it, for benches that measure what production serves:
 * `npm run serve`'s node flags and preload (read from package.json, so the bench cannot drift from
 * the script), the compiled build, the node that runs the bench (npm's, docs/decisions/002).
 */
export const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** `npm run serve` split into the node flags (preload included) and the script. */
export function serveCommand(pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }) {
  const words = pkg.scripts.serve.trim().split(/\s+/);
  if (words[0] !== 'node' || words.length < 2) throw new Error(`package.json's serve script is not 'node [flags] script': ${pkg.scripts.serve}`);
  return { nodeArgs: words.slice(1, -1), script: words.at(-1)! };
}

/** Newest modification time of the files under `dir` (node_modules and dist skipped). */
function newest(dir: string): { file: string; ms: number } {
  let best = { file: dir, ms: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || /(^|\/)(node_modules|dist)(\/|$)/.test(entry.parentPath) || !/\.(ts|tsx|json|sql)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const ms = statSync(file).mtimeMs;
    if (ms > best.ms) best = { file, ms };
  }
  return best;
}

/**
 * Fails unless the compiled server is there and newer than every source it is built from (the
 * server's, the domain package's, the build script): a bench of a stale build measures old code.
 */
export function assertFreshBuild(script = serveCommand().script) {
  const main = join(ROOT, script);
  if (!existsSync(main)) throw new Error(`${script} is missing: run \`npm run build\` first (the bench measures the compiled server, as \`npm run serve\` starts it).`);
  const built = statSync(main).mtimeMs;
  const sources = [join(ROOT, 'apps/server/src'), join(ROOT, 'packages/domain'), join(ROOT, 'apps/server/build.ts')]
    .map((p) => (statSync(p).isDirectory() ? newest(p) : { file: p, ms: statSync(p).mtimeMs }));
  const stale = sources.find((s) => s.ms > built);
  if (stale) throw new Error(`${script} is older than ${stale.file.slice(ROOT.length)}: run \`npm run build\` again (the bench measures the compiled server).`);
}

export interface Deployed {
  child: ChildProcess;
  /** Stops with SIGTERM (so a --cpu-prof profile is written) and waits for the exit. */
  stop(): Promise<void>;
}

/**
 * A node process started with `npm run serve`'s flags: `script` (the portal by default), standard
 * output to `logFile` (as an operator's log collector takes it; nothing read back here), standard
 * error shown. Ready when `readyUrl` answers 200.
 */
export async function startDeployed(opts: { env: Record<string, string>; readyUrl: string; logFile: string; script?: string; extraNodeArgs?: string[] }): Promise<Deployed> {
  const serve = serveCommand();
  const out = openSync(opts.logFile, 'w');
  const child = spawn(process.execPath, [...serve.nodeArgs, ...(opts.extraNodeArgs ?? []), opts.script ?? serve.script], {
    cwd: ROOT,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', out, 'inherit'],
  });
  const exited = once(child, 'exit');
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${opts.script ?? serve.script} exited at start (${child.exitCode}): see ${opts.logFile}`);
    if (Date.now() > deadline) throw new Error(`${opts.readyUrl} did not answer 200 within 120 s`);
    if ((await fetch(opts.readyUrl).then((r) => r.status, () => 0)) === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    child,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
