import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/db/embedded';

/**
 * The embedded database's password is random per data folder, kept in a file only its owner
 * reads; `postgres` (what every folder had before) is refused. A folder made by an earlier
 * version (no file, password `postgres`) gets a random password at its next start.
 */
const dir = mkdtempSync(join(tmpdir(), 'portal-password-'));
chmodSync(dir, 0o755); // a folder the postgres user may pass through, as a clone's usually is
const data = join(dir, 'postgres');
const passwordFile = join(data, 'portal-password');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Whether the server on `url`'s port lets `postgres` in with `password`. */
async function accepts(url: string, password: string): Promise<boolean | string> {
  const u = new URL(url);
  u.password = password;
  const client = new pg.Client({ connectionString: u.toString() });
  try {
    await client.connect();
    return true;
  } catch (err) {
    return (err as { code?: string }).code === '28P01' ? false : (err as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}

it('a fresh folder gets a random password in an owner-only file; the default password is refused', { timeout: 90_000 }, async () => {
  const db = await startEmbeddedPostgres(data);
  try {
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    const password = readFileSync(passwordFile, 'utf8').trim();
    expect(password).toMatch(/^[0-9a-f]{48}$/);
    expect(new URL(db.url('postgres')).password).toBe(password);
    expect(await accepts(db.url('postgres'), password)).toBe(true);
    expect(await accepts(db.url('postgres'), 'postgres')).toBe(false);
  } finally {
    await db.stop();
  }
  // The next start reads the same password back.
  const again = await startEmbeddedPostgres(data);
  try {
    expect(new URL(again.url('postgres')).password).toBe(readFileSync(passwordFile, 'utf8').trim());
    expect(await accepts(again.url('postgres'), readFileSync(passwordFile, 'utf8').trim())).toBe(true);
  } finally {
    await again.stop();
  }
});

it('a folder made by an earlier version (password postgres, no file) is given a random password', { timeout: 90_000 }, async () => {
  // Make the folder what an earlier version left: the default password, no file.
  const db = await startEmbeddedPostgres(data);
  const admin = new pg.Client({ connectionString: db.url('postgres') });
  await admin.connect();
  await admin.query("alter role postgres password 'postgres'");
  await admin.end();
  await db.stop();
  rmSync(passwordFile);
  const lines: string[] = [];

  const upgraded = await startEmbeddedPostgres(data, (m) => lines.push(m));
  try {
    expect(lines.join('\n')).toMatch(/Setting a random password/);
    expect(existsSync(passwordFile)).toBe(true);
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    const password = readFileSync(passwordFile, 'utf8').trim();
    expect(password).not.toBe('postgres');
    expect(await accepts(upgraded.url('postgres'), password)).toBe(true);
    expect(await accepts(upgraded.url('postgres'), 'postgres')).toBe(false);
  } finally {
    await upgraded.stop();
  }
});
