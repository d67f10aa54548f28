import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

/**
 * Issue 51: the tests run on the registry's Node 24 that `tools/node-24` installs, whatever Node runs
 * npm (20 on these machines), because npm puts node_modules/.bin first on its scripts' PATH
 * (docs/decisions/002). Run outside npm (a bare `vitest` from a shell), this fails on purpose.
 */
const root = new URL('../../../', import.meta.url);
const json = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8'));
const parts = (version: string) => version.replace(/^v|^>=/, '').split('.').map(Number);

/** True when `version` is at least the `>=major.minor` lower bound of `engines.node`. */
export function atLeast(version: string, range: string): boolean {
  const [major, minor] = parts(version);
  const [wantMajor, wantMinor = 0] = parts(range);
  return major > wantMajor || (major === wantMajor && minor >= wantMinor);
}

it('runs on the Node that tools/node-24 pins for this platform, else a supported one', () => {
  const pinned: Record<string, string> = json('tools/node-24/package.json').optionalDependencies;
  const own = pinned[`node-${process.platform}-${process.arch}`];
  if (own) expect(process.version, `not the pinned Node: run through npm (npm test, npx vitest), after an npm install that put node-${process.platform}-${process.arch} in node_modules`).toBe(`v${own}`);
  expect(atLeast(process.version, json('package.json').engines.node)).toBe(true);
  // The comparison can fail: the machines' own Node 20 and a 22 before require(esm) are refused.
  expect(atLeast('v20.20.2', '>=22.12')).toBe(false);
  expect(atLeast('v22.11.0', '>=22.12')).toBe(false);
  expect(atLeast('v22.12.0', '>=22.12')).toBe(true);
});
