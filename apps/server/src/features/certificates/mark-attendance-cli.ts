/**
 * Records attendance from the command line, for operations staff:
 *
 *   npm run attendance:mark -- <offering id> <email> [<email>...]
 *
 * Uses DATABASE_URL when set; otherwise the portal's embedded database under DATA_DIR, which
 * only one process can run: stop `npm start` first (or use the back-office API while it runs).
 * Exit code: 0 when every e-mail was marked (or already was), 1 when any was refused, 2 on misuse.
 */
import { userInfo } from 'node:os';
import { AppError } from '@portal/domain/errors/app-error';
import { emailField, PUBLIC_ID_PATTERN } from '@portal/domain/http/validation';
import { fail, openCommandDatabase } from '../../db/cli-start';

const USAGE = 'Usage: npm run attendance:mark -- <offering id> <email> [<email>...]';
const OUTCOME_TEXT = {
  marked: 'marked: certificate issued',
  already_marked: 'already marked: nothing changed',
  not_registered: 'REFUSED: no registration for this session',
  not_paid: 'REFUSED: registration not paid',
} as const;

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

  const opened = await openCommandDatabase('or use POST /api/attendance');
  const { translator } = await import('../../platform/i18n');
  const { markAttendance } = await import('./attendance');
  const { db } = opened;
  let refused = 0;
  try {
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
    await opened.close();
  }
  process.exit(refused === 0 ? 0 : 1);
}

main().catch((err) => {
  console.error('Attendance could not be recorded:', err);
  process.exit(1);
});
