import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { e2eDataDir } from './helpers/e2e-data';

/**
 * The whole e2e run ends with `db:audit` clean (issue 50): after every journey, the product's
 * invariants are checked against what the journeys wrote. Playwright runs the global teardown
 * before it stops the web server, so the audit joins the portal's running embedded database
 * (the command reads the port from postmaster.pid, read-only). A breach fails the run with the
 * report's rows: fix the product, or the invariant's definition if the state is legitimate, never
 * the journey. The compiled command, as the server under test is (`npm run build` made both).
 */
export default async function auditAfterJourneys() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dataDir = e2eDataDir();
  if (!existsSync(`${root}/${dataDir}/postgres`)) {
    console.log(`db:audit skipped: no e2e database under ${dataDir} (the web server never started)`);
    return;
  }
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const run = await promisify(execFile)(process.execPath, ['apps/server/dist/db-audit.js'], { cwd: root, env }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
  );
  if (run.code !== 0) throw new Error(`db:audit after the journeys exited ${run.code}:\n${run.stdout}${run.stderr}`);
  console.log(run.stdout.trim());
}
