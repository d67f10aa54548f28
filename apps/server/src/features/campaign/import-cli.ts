/**
 * Creates provider records for a campaign from a CSV file, for operations staff:
 *
 *   npm run campaign:import -- file.csv
 *
 * Columns (header row, any order): email, first_name, last_name, country, locale, offering_id, status
 * (see README 'Campaign import'). Every row is validated first; when any row is bad, each is
 * reported with its line number and nothing is created. Otherwise every record is created in one
 * transaction and its campaign link printed. Rows whose e-mail already has a record for that
 * offering are skipped and reported (re-running a file creates nothing twice).
 * Uses DATABASE_URL when set; otherwise the portal's embedded database (stop `npm start` first).
 * Exit code: 0 when done, 1 when rows are bad or the database cannot be used, 2 on misuse.
 */
import { readFileSync } from 'node:fs';
import { parseCsv, type CsvRecord } from '@portal/domain/campaign/import';
import { fail, openCommandDatabase } from '../../db/cli-start';

const USAGE = 'Usage: npm run campaign:import -- <file.csv>';

async function main() {
  const args = process.argv.slice(2);
  if (args.length !== 1) fail(USAGE, 2);
  let text: string;
  try {
    text = readFileSync(args[0], 'utf8');
  } catch (err) {
    fail(`Cannot read ${args[0]}: ${(err as Error).message}\n${USAGE}`, 2);
  }
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (err) {
    fail(`${args[0]}: ${(err as Error).message}. Nothing was imported.`, 1);
  }

  const opened = await openCommandDatabase();
  const config = opened.config;
  const { translator } = await import('../../platform/i18n');
  const { importCampaignRecords } = await import('./import-service');
  let code = 0;
  try {
    const result = await importCampaignRecords(opened.db.orm, records, config.publicUrl, translator('en'));
    if (!result.ok) {
      for (const p of result.problems) console.error(`line ${p.line}: ${p.reason}`);
      console.error(`${result.problems.length} bad row(s): nothing was imported. Fix them and run the command again.`);
      code = 1;
    } else {
      for (const r of result.created) console.log(`created  line ${r.line}  ${r.email}  ${r.link}`);
      for (const r of result.skipped) console.log(`skipped  line ${r.line}  ${r.email}  already has a record for this offering: ${r.link}`);
      console.log(`${result.created.length} record(s) created, ${result.skipped.length} skipped (already there).`);
    }
  } finally {
    await opened.close();
  }
  process.exit(code);
}

main().catch((err) => {
  console.error('The campaign import failed; nothing was imported:', err);
  process.exit(1);
});
