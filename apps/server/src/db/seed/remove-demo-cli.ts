/**
 * Removes the demo sessions, coupons and DSO codes an earlier start loaded into a real database
 * (`npm run demo:remove -- --help` says how). Rows that real registrations or orders use are kept
 * and named. Exit code: 0 done, 1 the database cannot be used, 2 misuse.
 */
import { fail, openCommandDatabase } from '../cli-start';
import { readArgs } from '../../platform/cli/args';

const USAGE = 'Usage: npm run demo:remove -- [--dry-run]';
const HELP = `${USAGE}

Removes the demo data a start loaded (DEMO_DATA; before that setting existed, every start did):
the demo sessions, the demo coupons (WELCOME10, ONETIME100, ...) and the demo DSO codes, found
by their fixed ids and codes. A row that real records use is kept and named with what uses it:
a session with registrations, orders, waiting-list entries, attendance or tickets; a coupon an
order used; a DSO code a registration gave. Everything happens in one transaction.

Set DEMO_DATA=false (the default in production) before the next start, or it loads them again.

Options:
  --dry-run   print what would be removed and kept; change nothing
  -h, --help  this help

Database: DATABASE_URL when set; otherwise the portal's embedded database under DATA_DIR (the
running portal's when \`npm start\` runs).

Exit codes: 0 done, 1 the database cannot be used, 2 misuse.`;

async function main() {
  const { values, positionals } = readArgs({ 'dry-run': { type: 'boolean' } }, HELP, USAGE);
  if (positionals.length) fail(`Unexpected argument ${positionals[0]}.\n${USAGE}`, 2);
  const dryRun = values['dry-run'] === true;
  const opened = await openCommandDatabase();
  const { removeDemoData } = await import('./remove-demo');
  const { withoutWriting } = await import('../dry-run');
  try {
    const { removed, kept } = dryRun ? await withoutWriting(opened.db.orm, removeDemoData) : await opened.db.orm.transaction(removeDemoData);
    const verb = dryRun ? 'would remove' : 'removed';
    for (const r of removed) console.log(`${verb.padEnd(12)}  ${r.kind.padEnd(8)}  ${r.key}  ${r.name}`);
    for (const r of kept) console.log(`${'kept'.padEnd(12)}  ${r.kind.padEnd(8)}  ${r.key}  ${r.name}: in use (${r.usedBy})`);
    if (!removed.length && !kept.length) console.log('No demo data found: nothing to remove.');
    else console.log(`${removed.length} demo row(s) ${dryRun ? 'would be removed' : 'removed'}, ${kept.length} kept because real records use them.${dryRun ? ' Dry run: nothing was changed.' : ''}`);
  } finally {
    await opened.close();
  }
  process.exit(0);
}

main().catch((err) => {
  console.error(`The demo data could not be removed: ${(err as Error).message}. Nothing was changed.`);
  process.exit(1);
});
