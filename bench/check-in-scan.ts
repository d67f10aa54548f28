import { spawnSync } from 'node:child_process';

/**
 * Scan to answer on screen at the door: the check-in journey (e2e/check-in.spec.ts) run
 * `--runs=` times (3) against the built portal; each run's figure is the browser's own User
 * Timing measure from the camera frame that carried the ticket (before ZXing read it) to the
 * answer painted on the phone (performance.measure 'check-in:scan-to-screen', kept by the
 * journey as an annotation). Needs `npm run build` first.
 */
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
const port = process.env.E2E_PORT ?? '3170';
const figures: number[] = [];
const reads: number[] = [];
for (let i = 0; i < runs; i++) {
  const run = spawnSync('npx', ['playwright', 'test', 'e2e/check-in.spec.ts', '--workers=1', '--reporter=json'], {
    env: { ...process.env, E2E_PORT: port },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(run.stdout) as { suites: Suite[] };
  const notes = report.suites.flatMap(annotations);
  const found = notes.find((a) => a.type === 'scan to screen (ms)');
  const read = notes.find((a) => a.type === 'of which reading the code (ms)');
  if (run.status !== 0 || !found || !read) {
    console.error(`run ${i + 1} failed:\n${run.stderr.slice(-2000)}`);
    process.exit(1);
  }
  figures.push(Number(found.description));
  reads.push(Number(read.description));
  console.log(`run ${i + 1}: ${found.description} ms, of which reading the code ${read.description} ms`);
}
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `min ${s[0]} ms, median ${s[Math.floor(s.length / 2)]} ms, max ${s.at(-1)} ms`;
};
console.log(`scan to screen: ${summary(figures)}; reading the code: ${summary(reads)} (${runs} runs)`);

interface Suite {
  suites?: Suite[];
  specs?: { tests: { annotations: { type: string; description?: string }[] }[] }[];
}
function annotations(s: Suite): { type: string; description?: string }[] {
  return [...(s.specs ?? []).flatMap((sp) => sp.tests.flatMap((t) => t.annotations)), ...(s.suites ?? []).flatMap(annotations)];
}
