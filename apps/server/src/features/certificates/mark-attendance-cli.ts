/**
 * Records attendance from the command line, for operations staff (`npm run attendance:mark --
 * --help` says how). Exit code: 0 when every e-mail was marked (or already was), 1 when any was
 * refused or the database cannot be used, 2 on misuse.
 */
import { userInfo } from 'node:os';
import { AppError } from '@portal/domain/errors/app-error';
import { emailField, PUBLIC_ID_PATTERN } from '@portal/domain/http/validation';
import { fail, openCommandDatabase } from '../../db/cli-start';
import { readArgs, warnWithoutPublicUrl } from '../../platform/cli/args';

const USAGE = 'Usage: npm run attendance:mark -- [--dry-run] <offering id> <email> [<email>...]';
const HELP = `${USAGE}

Records that these people attended the session <offering id> and issues their attendance
certificates (e-mailed, with links built from PUBLIC_URL). Marking someone twice changes nothing.

Options:
  --dry-run    check every e-mail and print what would happen; write nothing, send nothing
  -h, --help   this help

Database: DATABASE_URL when set; otherwise the portal's embedded database under DATA_DIR
(stop \`npm start\` first, or use POST /api/attendance while it runs).

Exit codes: 0 all marked (or already marked), 1 any refused or the database cannot be used, 2 misuse.

Example:
  npm run attendance:mark -- --dry-run Cn9DwAy62m_-VXgk9y6L5Q ana@example.com kim@example.com`;
const OUTCOME_TEXT = {
  marked: 'marked: certificate issued',
  marked_before_start: 'marked: certificate issued when the session starts',
  already_marked: 'already marked: nothing changed',
  not_registered: 'REFUSED: no registration for this session',
  not_paid: 'REFUSED: registration not paid',
  refunded: 'REFUSED: registration refunded in full',
} as const;
const DRY_RUN_TEXT = {
  marked: 'would be marked: certificate would be issued',
  marked_before_start: 'would be marked: certificate would be issued when the session starts',
} as const;

async function main() {
  const { values, positionals } = readArgs({ 'dry-run': { type: 'boolean' } }, HELP, USAGE);
  const dryRun = values['dry-run'] === true;
  const [offeringId, ...rawEmails] = positionals;
  if (!offeringId || rawEmails.length === 0) fail(`Give the session's offering id and at least one e-mail.\n${USAGE}`, 2);
  if (!PUBLIC_ID_PATTERN.test(offeringId)) fail(`Not an offering id: ${offeringId}\n${USAGE}`, 2);
  const emails: string[] = [];
  for (const raw of rawEmails) {
    const parsed = emailField().safeParse(raw);
    if (!parsed.success) fail(`Not an e-mail address: ${raw}`, 2);
    emails.push(parsed.data);
  }

  const opened = await openCommandDatabase('or use POST /api/attendance');
  warnWithoutPublicUrl(opened.config);
  const { withoutWriting } = await import('../../db/dry-run');
  const { translator } = await import('../../platform/i18n');
  const { markAttendance } = await import('./attendance');
  const { db } = opened;
  let refused = 0;
  try {
    const markedBy = `cli:${userInfo().username}`;
    const mark = (orm: typeof db.orm) => markAttendance(orm, { offeringId, emails, markedBy });
    const results = dryRun ? await withoutWriting(db.orm, mark) : await mark(db.orm);
    for (const r of results) {
      if (r.outcome === 'not_registered' || r.outcome === 'not_paid' || r.outcome === 'refunded') refused++;
      const text = OUTCOME_TEXT[r.outcome];
      console.log(`${r.email}: ${(dryRun && DRY_RUN_TEXT[r.outcome as keyof typeof DRY_RUN_TEXT]) || text}`);
    }
    if (dryRun) console.log('Dry run: nothing was written and no e-mail was sent.');
  } catch (err) {
    if (err instanceof AppError) {
      console.error(translator('en')(err.key, err.params));
      refused = -1;
    } else {
      throw err;
    }
  } finally {
    await opened.close();
  }
  process.exit(refused === 0 ? 0 : 1);
}

main().catch((err) => {
  console.error('Attendance could not be recorded:', err instanceof Error ? err.message : err);
  process.exit(1);
});
