import { ConfigError, loadConfig, type Config } from '../config';
import type { Database } from './client';

/** Prints the message and ends an operations command with the exit code. */
export function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

/**
 * The start every operations command shares: configuration (a bad one is misuse, exit 2), then
 * the database, loaded only now so a mistyped command answers at once (in use: `inUseCode`, 1
 * unless told). `migrate: false` opens it without migrating (a command that only reads).
 */
export async function openCommandDatabase(
  hint?: string,
  opts: { migrate?: boolean; inUseCode?: number } = {},
): Promise<{ config: Config; db: Database; close(): Promise<void> }> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message, 2);
    throw err;
  }
  const { DatabaseInUseError, openCliDatabase } = await import('./cli-database');
  try {
    const opened = await openCliDatabase(config, hint, { migrate: opts.migrate });
    return { config, db: opened.db, close: () => opened.close() };
  } catch (err) {
    if (err instanceof DatabaseInUseError) fail(err.message, opts.inUseCode ?? 1);
    throw err;
  }
}
