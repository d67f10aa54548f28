import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { EmbeddedStartError } from './embedded-access';

/**
 * The embedded server's password: random per data folder, made when the folder is created and
 * kept beside the data in a file only its owner reads (0600), so another local user cannot log in
 * on 127.0.0.1 and read the outbox or anything else. The file belongs to the process that starts
 * the portal (root, when the server itself runs as `postgres`), which is who reads it again: the
 * portal on every start and the operations commands that join a running portal's database.
 */
export const EMBEDDED_USER = 'postgres';
/** What folders made by earlier versions were created with (no password file). */
export const LEGACY_PASSWORD = 'postgres';
const FILE = 'portal-password';
/** Written before the role's password changes, renamed once it has: a crash in between loses nothing. */
const PENDING = 'portal-password.new';

/** Hex only: safe in a URL and inside the quoted literal of ALTER ROLE. */
export const newPassword = () => randomBytes(24).toString('hex');

/** The folder's password, or null for a folder made before passwords were generated. */
export function readPassword(dataDir: string): string | null {
  const file = join(dataDir, FILE);
  if (!existsSync(file)) return null;
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (err) {
    throw new EmbeddedStartError(`Cannot read the embedded database's password (${file}): ${(err as Error).message}. Start the portal as the user that created ${dataDir}.`);
  }
}

export function writePassword(dataDir: string, password: string, name = FILE): void {
  const file = join(dataDir, name);
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, `${password}\n`, { mode: 0o600 });
  renameSync(partial, file);
}

const urlOf = (port: number, password: string) => `postgres://${EMBEDDED_USER}:${password}@127.0.0.1:${port}/postgres`;

/**
 * A folder made by an earlier version (password `postgres`, no file): the running server gets a
 * new random password, then the file is written. Returns the password to use from now on.
 */
export async function upgradeLegacyPassword(dataDir: string, port: number): Promise<string> {
  const pendingFile = join(dataDir, PENDING);
  const next = readPendingPassword(pendingFile) ?? newPassword();
  if (!existsSync(pendingFile)) writePassword(dataDir, next, PENDING);
  const client = new pg.Client({ connectionString: urlOf(port, LEGACY_PASSWORD) });
  try {
    await client.connect();
    await client.query(`alter role ${EMBEDDED_USER} password '${next}'`);
  } catch (err) {
    // An earlier upgrade may have changed the role and stopped before renaming the file.
    if ((err as { code?: string }).code !== '28P01' || !(await accepts(port, next))) {
      throw new EmbeddedStartError(`The embedded database in ${dataDir} has no password file (${FILE}) and refuses the old default password: move the folder aside to start with a new, empty database.`);
    }
  } finally {
    await client.end().catch(() => {});
  }
  renameSync(pendingFile, join(dataDir, FILE));
  return next;
}

function readPendingPassword(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || null : null;
}

async function accepts(port: number, password: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: urlOf(port, password) });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

