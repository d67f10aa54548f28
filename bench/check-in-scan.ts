import { spawnSync } from 'node:child_process';

/**
 * Scan to answer on screen at the door, online and offline, and the sending of a queue: journeys
 * run `--runs=` times (3) against the built portal, each figure read from the journey's annotations.
 * - online: e2e/check-in.spec.ts, the browser's own User Timing measure from the camera frame that
 *   carried the ticket (before ZXing read it) to the answer painted ('check-in:scan-to-screen');
 * - offline: e2e/check-in-two-phones.spec.ts, the same measure for a scan judged on the phone with
 *   the network off (issue 43), and the time for both phones' queues to be sent once back online;
 * - e2e/check-in-sync-40.spec.ts: 40 scans queued offline, from the network's return to none waiting.
 * Needs `npm run build` first.
 */
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
const port = process.env.E2E_PORT ?? '3170';
const FIGURES = ['scan to screen (ms)', 'of which reading the code (ms)', 'offline scan to screen (ms)', 'queues sent (ms)', '40 queued scans sent (ms)'];
const SPECS = ['e2e/check-in.spec.ts', 'e2e/check-in-two-phones.spec.ts', 'e2e/check-in-sync-40.spec.ts'];
const figures = new Map<string, number[]>(FIGURES.map((f) => [f, []]));
for (let i = 0; i < runs; i++) {
  const run = spawnSync('npx', ['playwright', 'test', ...SPECS, '--workers=1', '--reporter=json'], {
    env: { ...process.env, E2E_PORT: port },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(run.stdout) as { suites: Suite[] };
  const notes = report.suites.flatMap(annotations);
  const found = FIGURES.map((type) => notes.find((a) => a.type === type));
  if (run.status !== 0 || found.some((a) => !a)) {
    console.error(`run ${i + 1} failed:\n${run.stderr.slice(-2000)}`);
    process.exit(1);
  }
  found.forEach((a, k) => figures.get(FIGURES[k])!.push(Number(a!.description)));
  console.log(`run ${i + 1}: ${found.map((a, k) => `${FIGURES[k]} ${a!.description}`).join('; ')}`);
}
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `min ${s[0]} ms, median ${s[Math.floor(s.length / 2)]} ms, max ${s.at(-1)} ms`;
};
for (const [type, xs] of figures) console.log(`${type.replace(' (ms)', '')}: ${summary(xs)} (${runs} runs)`);

interface Suite {
  suites?: Suite[];
  specs?: { tests: { annotations: { type: string; description?: string }[] }[] }[];
}
function annotations(s: Suite): { type: string; description?: string }[] {
  return [...(s.specs ?? []).flatMap((sp) => sp.tests.flatMap((t) => t.annotations)), ...(s.suites ?? []).flatMap(annotations)];
}
