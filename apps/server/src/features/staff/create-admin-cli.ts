/**
 * Creates a back-office administrator from the server's command line and prints a single-use
 * set-up link (`npm run admin:create -- --help` says how). This is how the first administrator
 * comes to exist; everyone else is invited from the back office. Exit code: 0 link printed,
 * 1 refused (the account exists) or the database cannot be used, 2 misuse.
 */
import { userInfo } from 'node:os';
import { AppError } from '@portal/domain/errors/app-error';
import { emailField } from '@portal/domain/http/validation';
import { fail, openCommandDatabase } from '../../db/cli-start';
import { readArgs, warnWithoutPublicUrl } from '../../platform/cli/args';

const USAGE = 'Usage: npm run admin:create -- [--name "Full Name"] <email>';
const HELP = `${USAGE}

Creates an administrator account for <email> and prints a single-use set-up link, valid for
24 hours. Open it to choose a password (12 characters or more), enrol an authenticator app
(TOTP) and receive recovery codes. For an account that was created but never set up, a new
link is printed; an account that is already set up is refused.

Options:
  --name <name>  the person's name (default: the part of the e-mail before @)
  -h, --help     this help

Database: DATABASE_URL when set; otherwise the portal's embedded database under DATA_DIR
(stop \`npm start\` first). The link is built from PUBLIC_URL.

Exit codes: 0 link printed, 1 refused or the database cannot be used, 2 misuse.

Example:
  PUBLIC_URL=https://providers.example.com npm run admin:create -- --name "Ana Lopez" ana@example.com`;

async function main() {
  const { values, positionals } = readArgs({ name: { type: 'string' } }, HELP, USAGE);
  if (positionals.length !== 1) fail(`${positionals.length ? 'Give one e-mail address.' : 'Which e-mail address?'}\n${USAGE}`, 2);
  const parsed = emailField().safeParse(positionals[0]);
  if (!parsed.success) fail(`Not an e-mail address: ${positionals[0]}\n${USAGE}`, 2);
  const name = values.name?.trim();
  if (values.name !== undefined && (!name || name.length > 100)) fail(`--name needs a name of 1 to 100 characters.\n${USAGE}`, 2);

  const opened = await openCommandDatabase();
  warnWithoutPublicUrl(opened.config);
  const { createStaffWithLink } = await import('./create-staff');
  const { translator } = await import('../../platform/i18n');
  let code = 0;
  try {
    const actor = { id: null, label: `cli:${userInfo().username}` };
    const r = await createStaffWithLink(opened.db.orm, actor, { email: parsed.data, name, role: 'administrator' }, opened.config.publicUrl);
    console.log(`${r.reissued ? 'New set-up link for the administrator (not set up yet)' : 'Administrator created'}: ${parsed.data}`);
    console.log(`Set-up link (single use, expires ${r.expiresAt.toISOString()}):`);
    console.log(r.link);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    console.error(`${translator('en')(err.key, err.params)}: ${parsed.data}`);
    code = 1;
  } finally {
    await opened.close();
  }
  process.exit(code);
}

main().catch((err) => {
  console.error('The administrator could not be created:', err instanceof Error ? err.message : err);
  process.exit(1);
});
