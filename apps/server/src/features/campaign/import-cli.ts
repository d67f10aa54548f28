/**
 * Creates provider records for a campaign from a CSV file, for operations staff
 * (`npm run campaign:import -- --help` says how). Validation is all or nothing; re-running a file
 * creates nothing twice. Exit code: 0 done, 1 bad rows or database unusable, 2 misuse.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fail, openCommandDatabase } from '../../db/cli-start';
import { readArgs, warnWithoutPublicUrl } from '../../platform/cli/args';
import { readCsv, writeCsv, type CsvRecord } from '../../platform/cli/csv';

const USAGE = 'Usage: npm run campaign:import -- [--dry-run] [--out links.csv] <file.csv>';
const HELP = `${USAGE}

Creates a provider record per row of <file.csv> and prints each record's campaign link.

The file has a header row with these columns, in any order:
  email, first_name, last_name, country (US, CA or PR), locale (en, en-CA or fr-CA),
  offering_id (the campaign id: an offering's 22-character id), status (a provider status)
Quoted fields, CRLF line ends and a spreadsheet's BOM are accepted.

Every row is checked first: if any row is bad, each is printed with its line number and nothing
is created. A row whose e-mail already has a record for that offering is skipped (safe to re-run).

Options:
  --dry-run         check the file and print what would be created; write nothing
  --out <file.csv>  also write the links as CSV (line, email, id, status, outcome, link)
  -h, --help        this help

Database: DATABASE_URL when set; otherwise the portal's embedded database under DATA_DIR
(stop \`npm start\` first). Links are built from PUBLIC_URL.

Exit codes: 0 done, 1 bad rows (nothing created) or the database cannot be used, 2 misuse.

Examples:
  npm run campaign:import -- --dry-run spring-campaign.csv
  PUBLIC_URL=https://providers.example.com npm run campaign:import -- --out links.csv spring-campaign.csv`;

async function main() {
  const { values, positionals } = readArgs({ 'dry-run': { type: 'boolean' }, out: { type: 'string' } }, HELP, USAGE);
  if (positionals.length !== 1) fail(`${positionals.length ? 'Give one CSV file.' : 'Which CSV file?'}\n${USAGE}`, 2);
  const [file] = positionals;
  const dryRun = values['dry-run'] === true;
  let records: CsvRecord[];
  try {
    records = readCsv(readFileSync(file, 'utf8'));
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    if (e.code === 'ENOENT' || e.code === 'EACCES' || e.code === 'EISDIR') fail(`Cannot read ${file}: ${e.message}\n${USAGE}`, 2);
    fail(`${file} is not a valid CSV file: ${e.message}. Nothing was imported.`, 1);
  }

  const opened = await openCommandDatabase();
  warnWithoutPublicUrl(opened.config);
  const { importCampaignRecords, linkRows, LINK_COLUMNS } = await import('./import-service');
  const { withoutWriting } = await import('../../db/dry-run');
  let code = 0;
  try {
    const run = (db: typeof opened.db.orm) => importCampaignRecords(db, records, opened.config.publicUrl);
    const result = dryRun ? await withoutWriting(opened.db.orm, run) : await run(opened.db.orm);
    if (!result.ok) {
      for (const p of result.problems) console.error(`line ${p.line}: ${p.reason}`);
      console.error(`${result.problems.length} bad row(s): nothing was imported. Fix them and run the command again.`);
      code = 1;
    } else {
      const created = dryRun ? 'would create' : 'created';
      for (const r of result.created) console.log(`${created}  line ${r.line}  ${r.email}${dryRun ? '' : `  ${r.link}`}`);
      for (const r of result.skipped) console.log(`skipped  line ${r.line}  ${r.email}  already has a record for this offering: ${r.link}`);
      console.log(`${result.created.length} record(s) ${created}, ${result.skipped.length} skipped (already there).${dryRun ? ' Dry run: nothing was written.' : ''}`);
      if (values.out) {
        writeFileSync(values.out, writeCsv(LINK_COLUMNS, linkRows(result, dryRun)));
        console.log(`Links written to ${values.out}.`);
      }
    }
  } finally {
    await opened.close();
  }
  process.exit(code);
}

main().catch((err) => {
  console.error('The campaign import failed; nothing was imported:', err instanceof Error ? err.message : err);
  process.exit(1);
});
