/**
 * Checks the database against the product's invariants (`npm run db:audit -- --help` says how),
 * reading one snapshot in a read-only transaction: safe to run nightly against production while
 * the portal serves. Exit code: 0 clean, 1 a breach found, 2 misuse, 3 the audit could not run
 * (database unreachable, or not migrated to this code's schema).
 */
import { fail, openCommandDatabase } from '../../db/cli-start';
import { readArgs } from '../../platform/cli/args';

const USAGE = 'Usage: npm run db:audit -- [--json] [--only <invariant>]...';
const EXIT = { clean: 0, breach: 1, misuse: 2, failed: 3 } as const;

async function main() {
  const { INVARIANTS } = await import('./invariants');
  const HELP = `${USAGE}

Checks the database against what the product promises, reading (never writing) one snapshot,
and prints each broken promise with its rows (ids, and the numbers that disagree):
${INVARIANTS.map((i) => `  ${i.name}\n      ${i.statement}`).join('\n')}

Options:
  --json         the report as JSON on stdout (every row; the text report shows 50 per invariant)
  --only <name>  check only this invariant (repeatable)
  -h, --help     this help

Database: DATABASE_URL when set; otherwise the portal's embedded database under DATA_DIR (a
running portal's server is joined, read only). Nothing is migrated: a database behind this
code's schema is refused (run npm run db:migrate first).

Exit codes: 0 clean, 1 a breach found, 2 misuse, 3 the audit could not run.`;
  const { values, positionals } = readArgs({ json: { type: 'boolean' }, only: { type: 'string', multiple: true } }, HELP, USAGE);
  if (positionals.length) fail(`Unexpected argument: ${positionals[0]}\n${USAGE}`, EXIT.misuse);
  const only = values.only ?? [];
  const unknown = only.filter((name) => !INVARIANTS.some((i) => i.name === name));
  if (unknown.length) fail(`Unknown invariant: ${unknown.join(', ')} (one of: ${INVARIANTS.map((i) => i.name).join(', ')})`, EXIT.misuse);
  const chosen = only.length ? INVARIANTS.filter((i) => only.includes(i.name)) : INVARIANTS;

  const opened = await openCommandDatabase('or run it against DATABASE_URL', { migrate: false, inUseCode: EXIT.failed });
  const { pendingMigrations } = await import('../../db/migrate');
  const { auditDatabase } = await import('./run-audit');
  const { textReport } = await import('./report');
  try {
    const pending = await pendingMigrations(opened.db.pool);
    if (pending > 0) {
      console.error(`The database lacks ${pending} of this code's migrations: run npm run db:migrate (or start the portal) first.`);
      return EXIT.failed;
    }
    const report = await auditDatabase(opened.db.orm, chosen);
    console.log(values.json ? JSON.stringify(report, null, 2) : textReport(report));
    return report.clean ? EXIT.clean : EXIT.breach;
  } finally {
    await opened.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error('The database audit could not run:', err instanceof Error ? err.message : err);
    process.exit(EXIT.failed);
  },
);
