/**
 * `npm run deps:outdated`: is any direct dependency of the root or a workspace a major behind?
 * A thin wrapper over `npm outdated` (which reads every workspace from the root): it prints npm's
 * table, then each direct dependency whose newest release is a major ahead of the installed one
 * (for a 0.x package, a minor: npm's caret treats 0.x minors as breaking). Exits 1 when one is
 * not held on purpose in scripts/deps-held.json, where each held package names its reason.
 *
 * npm outdated's 'latest' is the newest release whose `engines` admit the Node running it, so a
 * major that needs a newer Node never counts as 'behind' here. deps-held.json lists those too (the
 * README's requirements point to it), and each of its entries is checked against the registry's
 * newest release: an entry that holds nothing any more (the package was upgraded, or its newest
 * major now runs on this Node) fails too, so the list cannot go stale.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

interface Outdated { current?: string; wanted: string; latest: string; dependent: string }
/** `newerNode`: held because its newer majors need a newer Node than the machines run. */
interface Held { why: string; newerNode?: boolean }

const ROOT = new URL('../', import.meta.url);
const held = JSON.parse(readFileSync(new URL('scripts/deps-held.json', ROOT), 'utf8')) as Record<string, Held>;
const lock = JSON.parse(readFileSync(new URL('package-lock.json', ROOT), 'utf8')) as { packages: Record<string, { version?: string; name?: string }> };
const rootManifest = JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as { devDependencies?: Record<string, string> };
/** The registry's name for a dependency: an alias (`"typescript-5": "npm:typescript@5.9"`, apps/server's `pg-boss-10`) names another package (the lock records which). */
const registryName = (name: string) => locked(name)?.name ?? /^npm:(@?[^@]+)@/.exec(rootManifest.devDependencies?.[name] ?? '')?.[1] ?? name;

/** npm's output for the command; `npm outdated` exits 1 whenever anything is outdated. */
function npm(args: string[]): string {
  try {
    return execFileSync('npm', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
  } catch (err) {
    const out = (err as { stdout?: string }).stdout;
    if (out) return out;
    throw err;
  }
}

/** The part of a version that a breaking release changes: the major, or 0.minor below 1.0. */
function line(version: string): [number, number] {
  const [major, minor] = version.split('.').map(Number);
  return major === 0 ? [0, minor] : [major, 0];
}
const behind = (installed: string, newest: string) => {
  const [a, b] = [line(installed), line(newest)];
  return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
};

/** The lock's entry for a direct dependency (the root's, else a workspace's own copy). */
function locked(name: string): { version?: string; name?: string } | undefined {
  const key = Object.keys(lock.packages).find((k) => k === `node_modules/${name}` || /^(apps|packages)\/[^/]+\/node_modules\//.test(k) && k.endsWith(`/node_modules/${name}`));
  return key ? lock.packages[key] : undefined;
}
const installed = (name: string) => locked(name)?.version;

console.log(npm(['outdated']).trimEnd() || 'npm outdated: every dependency is on its newest release.');
const rows = JSON.parse(npm(['outdated', '--json']) || '{}') as Record<string, Outdated | Outdated[]>;
const problems: string[] = [];

for (const [key, entries] of Object.entries(rows)) {
  // An npm alias ("pg-boss-10": "npm:pg-boss@10.4.2") is listed as 'pg-boss-10:pg-boss@10.4.2'.
  const name = key.split(':')[0];
  for (const row of [entries].flat()) {
    const current = row.current ?? row.wanted;
    if (!behind(current, row.latest)) continue;
    if (!held[name]) problems.push(`${name} (${row.dependent}): ${current} installed, ${row.latest} is out: upgrade it, or hold it in scripts/deps-held.json with the reason`);
    // npm outdated names only releases that run on this Node: one of them is a newer major.
    else if (held[name].newerNode) problems.push(`${name}: held for a newer Node, but ${row.latest} runs on this one (${process.version}): upgrade it`);
  }
}

console.log('\nHeld on purpose (scripts/deps-held.json):');
for (const [name, { why }] of Object.entries(held)) {
  const current = installed(name);
  // npm view answers a bare string when the manifest has only one of the fields asked for.
  const answer = JSON.parse(npm(['view', `${registryName(name)}@latest`, 'version', 'engines', '--json'])) as string | { version: string; engines?: { node?: string } };
  const newest = typeof answer === 'string' ? { version: answer, engines: undefined } : answer;
  console.log(`  ${name} ${current ?? '(not installed)'}, newest ${newest.version}${newest.engines?.node ? ` (Node ${newest.engines.node})` : ''}: ${why}`);
  if (!current) problems.push(`${name} is held but is no dependency any more: remove it from scripts/deps-held.json`);
  else if (!behind(current, newest.version)) problems.push(`${name} is held but ${current} is its newest major: remove it from scripts/deps-held.json`);
}

if (problems.length) {
  console.error(`\n${problems.length} to act on:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('\nNo direct dependency is a major behind, except those held above.');
