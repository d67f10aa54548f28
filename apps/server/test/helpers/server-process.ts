import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * A real portal process, the compiled server as `npm run serve` starts it in production
 * (apps/server/dist/main.js, made by `npm run build`), on a database the test made: what a load
 * balancer sees, signals included. `output` keeps what it printed.
 */
export interface ServerProcess {
  port: number;
  output: string[];
  child: ChildProcess;
  /** SIGTERM, then the exit code (the drain and the stop happen in between). */
  stop(): Promise<number | null>;
}

/** Tests of tracing: node options before the script (`--import` a preload), or the sources through tsx. */
export interface ProcessOptions {
  nodeArgs?: string[];
  /** Node's flags before `nodeArgs`: --enable-source-maps by default; benches pass `npm run serve`'s (bench/deployed.ts). */
  serveFlags?: string[];
  /** The script to start, from the root (apps/server/dist/main.js by default). */
  script?: string;
  /** What the start waits for: /readyz 200 (by default), or only /healthz 200 (an instance that is up but not ready). */
  until?: 'ready' | 'alive';
}

export async function startServerProcess(port: number, env: Record<string, string>, options: ProcessOptions = {}): Promise<ServerProcess> {
  if (!options.script && !existsSync(`${ROOT}apps/server/dist/main.js`)) throw new Error('The compiled server is missing: run `npm run build` (or `npm run build:server`) first.');
  const child = spawn(process.execPath, [...(options.serveFlags ?? ['--enable-source-maps']), ...(options.nodeArgs ?? []), options.script ?? 'apps/server/dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (b: Buffer) => output.push(b.toString()));
  child.stderr!.on('data', (b: Buffer) => output.push(b.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const deadline = Date.now() + 60_000;
  // Ready when /readyz says so (the same check the load balancer makes).
  const check = options.until === 'alive' ? '/healthz' : '/readyz';
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal on port ${port} exited at start: ${output.join('')}`);
    if (Date.now() > deadline) throw new Error(`the portal on port ${port} was not ready within 60 s: ${output.join('')}`);
    const status = await fetch(`http://127.0.0.1:${port}${check}`).then((r) => r.status, () => 0);
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    output,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
