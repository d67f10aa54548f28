/**
 * Applies the database migrations once, for a deploy (`npm run db:migrate`; docs/deploy.md): run
 * it before rolling out the new instances, which then start with MIGRATE_ON_START=false. Safe to
 * run while instances of the previous release serve (each migration is additive for a release)
 * and while another copy runs (it waits for the migration lock). Exit code: 0 up to date, 1 failed,
 * 2 misuse.
 */
import { readArgs } from '../platform/cli/args';
import { fail, openCommandDatabase } from './cli-start';
import { pendingMigrations } from './migrate';

const USAGE = 'Usage: npm run db:migrate';
const HELP = `${USAGE}

Applies the migrations the database lacks (and installs the job queues), then says how many
are pending (0). Database: DATABASE_URL when set; otherwise the portal's embedded database
under DATA_DIR. Exit codes: 0 up to date, 1 failed, 2 misuse.`;

readArgs({}, HELP, USAGE);
const started = Date.now();
// Opening the database migrates it (db/cli-database.ts), under the migration lock.
const { db, close } = await openCommandDatabase().catch((err: Error) => fail(`The migrations failed: ${err.message}`, 1));
const pending = await pendingMigrations(db.pool).finally(close);
if (pending > 0) fail(`${pending} migrations are still pending.`, 1);
console.log(`Database up to date (${Date.now() - started} ms).`);
