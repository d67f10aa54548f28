import { readFileSync } from 'node:fs';

/**
 * Where a V8 CPU profile's time went (`--cpu-prof`, e.g. BENCH_CPU_PROF=1 of bench:api or
 * bench:launch), as shares of the busy time (idle left out): self time by package (a node_modules
 * package, a Node module, the portal's bundle, V8's own rows such as the garbage collector) and by
 * function. Shares, not seconds, so that profiles taken on a busy machine compare.
 *   node --import tsx bench/profile-shares.ts <file.cpuprofile> [--top=25] [--match=text]
 * --match adds the total time (self and below) of the functions whose name or file contain `text`;
 * --skip=<s> leaves out the first seconds (the start: loading modules, migrations), so that the
 * shares are those of the requests; --until=<s> leaves out what follows (a burst's window, without
 * the mail sent after it); --timeline prints the busy share of every second to choose them.
 */
interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[] }

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: node --import tsx bench/profile-shares.ts <file.cpuprofile> [--top=25] [--match=text]');
  process.exit(2);
}
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const top = Number(option('top') ?? 25);
const match = option('match');
const skipUs = Number(option('skip') ?? 0) * 1e6;
const untilUs = option('until') ? Number(option('until')) * 1e6 : Infinity;

const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
const idleIds = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
const perSecond: number[] = [];
let at = 0;
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  at += us;
  if (!idleIds.has(id)) perSecond[Math.floor(at / 1e6)] = (perSecond[Math.floor(at / 1e6)] ?? 0) + us;
  if (at >= skipUs && at < untilUs) self.set(id, (self.get(id) ?? 0) + us);
});
if (args.includes('--timeline')) console.log(`Busy share per second: ${Array.from(perSecond, (us, s) => `${s}:${Math.round((us ?? 0) / 1e4)}`).join(' ')}`);

/** The package a frame belongs to: node_modules' name, a Node module, the portal's own code, or V8's row. */
export function packageOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1];
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').split('/').slice(0, 2).join('/');
  const portal = /(apps\/[^/]+\/(?:dist|src)|packages\/[^/]+|bench)\//.exec(url);
  return portal ? `portal ${portal[1]}` : url;
}

const busy = [...self].filter(([id]) => !idleIds.has(id)).reduce((n, [, us]) => n + us, 0);
const share = (us: number) => `${((100 * us) / busy).toFixed(1)} %`;
const tally = (key: (n: Node) => string) => {
  const sums = new Map<string, number>();
  for (const [id, us] of self) {
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') continue;
    sums.set(key(node), (sums.get(key(node)) ?? 0) + us);
  }
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, top);
};
const where = (n: Node) => `${n.callFrame.url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}:${n.callFrame.lineNumber + 1}`;

console.log(`${file}: ${(busy / 1e6).toFixed(1)} s busy of ${((Math.min(at, untilUs) - skipUs) / 1e6).toFixed(1)} s${skipUs ? ` (the first ${skipUs / 1e6} s left out)` : ''}${untilUs < Infinity ? ` (after ${untilUs / 1e6} s left out)` : ''}`);
console.log('\nSelf time by package');
for (const [name, us] of tally((n) => packageOf(n.callFrame.url, n.callFrame.functionName))) console.log(`  ${share(us).padStart(7)}  ${name}`);
console.log('\nSelf time by function');
for (const [name, us] of tally((n) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url ? where(n) : ''}`)) console.log(`  ${share(us).padStart(7)}  ${name}`);

if (match) {
  // Total time: a sample counts once for every matching function on its stack (recursion counted once).
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const totals = new Map<string, number>();
  for (const [id, us] of self) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at)!;
      const label = `${n.callFrame.functionName || '(anonymous)'} ${where(n)}`;
      if (label.includes(match) && !seen.has(label)) {
        seen.add(label);
        totals.set(label, (totals.get(label) ?? 0) + us);
      }
    }
  }
  console.log(`\nTotal time (self and below) of functions matching '${match}'`);
  for (const [name, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${share(us).padStart(7)}  ${name}`);
}
