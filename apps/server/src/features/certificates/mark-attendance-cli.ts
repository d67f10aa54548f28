/**
 * Records attendance from the command line, for operations staff:
 *
 *   npm run attendance:mark -- <offering id> <email> [<email>...]
 *
 * Uses DATABASE_URL when set; otherwise the portal's embedded database under DATA_DIR, which
 * only one process can run: stop `npm start` first (or use the back-office API while it runs).
 * Exit code: 0 when every e-mail was marked (or already was), 1 when any was refused, 2 on misuse.
 */
import { existsSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { AppError } from '@portal/domain/errors/app-error';
import { emailField, PUBLIC_ID_PATTERN } from '@portal/domain/http/validation';
import { ConfigError, loadConfig } from '../../config';
import type { EmbeddedDatabase } from '../../db/embedded';

const USAGE = 'Usage: npm run attendance:mark -- <offering id> <email> [<email>...]';
const OUTCOME_TEXT = {
  marked: 'marked: certificate issued',
  already_marked: 'already marked: nothing changed',
  not_registered: 'REFUSED: no registration for this session',
  not_paid: 'REFUSED: registration not paid',
} as const;

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

/** The embedded server writes its PID in postmaster.pid; a live PID means the portal is running on it. */
function runningPostgresPid(dir: string): number | null {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // a stale file left by a crash: PostgreSQL itself recovers from it
  }
}

async function main() {
  const [offeringId, ...rawEmails] = process.argv.slice(2);
  if (!offeringId || rawEmails.length === 0) fail(USAGE, 2);
  if (!PUBLIC_ID_PATTERN.test(offeringId)) fail(`Not an offering id: ${offeringId}\n${USAGE}`, 2);
  const emails: string[] = [];
  for (const raw of rawEmails) {
    const parsed = emailField().safeParse(raw);
    if (!parsed.success) fail(`Not an e-mail address: ${raw}`, 2);
    emails.push(parsed.data);
  }

  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message, 2);
    throw err;
  }

  // The database and catalogs load only now, so a mistyped command answers at once.
  const { connect, ensureDatabase } = await import('../../db/client');
  const { startEmbeddedPostgres } = await import('../../db/embedded');
  const { runMigrations } = await import('../../db/migrate');
  const { translator } = await import('../../platform/i18n');
  const { markAttendance } = await import('./attendance');

  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const dir = resolve(config.dataDir, 'postgres');
    const pid = runningPostgresPid(dir);
    if (pid) {
      fail(
        `The portal's embedded database (${dir}) is in use by a running portal (PostgreSQL pid ${pid}).\n` +
          'Stop `npm start` and run this again, or set DATABASE_URL to reach the running database, or use POST /api/attendance.',
        1,
      );
    }
    embedded = await startEmbeddedPostgres(dir, (m) => console.error(m));
    url = embedded.url('portal');
    await ensureDatabase(url);
  }

  const db = connect(url, 2);
  let refused = 0;
  try {
    await runMigrations(db);
    const markedBy = `cli:${userInfo().username}`;
    const results = await markAttendance(db.orm, { offeringId, emails, markedBy });
    for (const r of results) {
      if (r.outcome === 'not_registered' || r.outcome === 'not_paid') refused++;
      console.log(`${r.email}: ${OUTCOME_TEXT[r.outcome]}`);
    }
  } catch (err) {
    if (err instanceof AppError) {
      console.error(translator('en')(err.key, err.params));
      refused = -1;
    } else {
      throw err;
    }
  } finally {
    await db.close();
    if (embedded) await embedded.stop();
  }
  process.exit(refused === 0 ? 0 : 1);
}

main().catch((err) => {
  console.error('Attendance could not be recorded:', err);
  process.exit(1);
});
