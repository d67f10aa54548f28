/**
 * Blocking time while a page loads and React adopts it, read from the browser's own trace: Debian's
 * Chromium at a phone's size loads the page, and a performance trace runs from the navigation until
 * the app has hydrated every part (data-hydrated on <html>, no `data-hydrating` control left) and
 * two frames more. As Lighthouse's simulated throttling does, each main-thread task's duration is
 * multiplied by the phone's slowdown (--cpu, 4 by default); a task over 50 ms then blocks for the
 * rest (Total Blocking Time's rule, without its FCP-to-TTI window: everything until adopted counts).
 *
 * Two figures per page, medians of the runs: from the tasks' wall time, and from their thread time
 * (the CPU the renderer's main thread really used), which a busy machine disturbs far less. Use the
 * thread figure to compare builds on a shared machine, in turns.
 *
 *   npm run bench:blocking -- --site=http://localhost:3000 [--runs=5] [--cpu=4]
 *   npm run bench:blocking -- http://localhost:3000/contact-us
 */
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { targetPages } from './target-pages';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=');
const runs = Number(arg('runs') ?? 5);
const cpu = Number(arg('cpu') ?? 4);
const urls = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const site = arg('site');
if (site) urls.push(...(await targetPages(site)));
if (!urls.length) throw new Error('name a page (a URL) or --site=<running portal>');

const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'), args: ['--no-sandbox', '--disable-gpu'] });

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string }; beginData?: { url?: string } };
}

/** What the page functions use (this script is type-checked without the DOM's types). */
interface PageGlobals {
  document: { documentElement: { dataset: Record<string, string | undefined> }; querySelector(selector: string): unknown };
  requestAnimationFrame(callback: () => void): number;
}

interface Run {
  wallMs: number;
  threadMs: number;
  longestMs: number;
  tasks: number;
}

async function measure(url: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => {
    const { document } = globalThis as unknown as PageGlobals;
    return document.documentElement.dataset.hydrated === 'true' && !document.querySelector('#root [data-hydrating]');
  }, undefined, { timeout: 60_000 });
  await page.evaluate(() => {
    const { requestAnimationFrame } = globalThis as unknown as PageGlobals;
    return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents as TraceEvent[];
  await context.close();
  // The page's renderer main thread: where its document was parsed.
  const path = new URL(url).pathname;
  const parse = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').includes(path));
  if (!parse) throw new Error(`no trace of ${url}'s document`);
  const tasks = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.name === 'RunTask' && e.ts >= parse.ts - 50_000);
  const onPhone = (us: number | undefined) => ((us ?? 0) / 1000) * cpu;
  const blocking = (ms: number) => Math.max(0, ms - 50);
  return {
    wallMs: tasks.reduce((sum, t) => sum + blocking(onPhone(t.dur)), 0),
    threadMs: tasks.reduce((sum, t) => sum + blocking(onPhone(t.tdur ?? t.dur)), 0),
    longestMs: Math.max(...tasks.map((t) => onPhone(t.dur))),
    tasks: tasks.filter((t) => onPhone(t.dur) > 50).length,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`tasks ${cpu}x longer (a phone), ${runs} runs each; blocking time until the page is adopted (ms, medians)`);
for (const url of urls) {
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) results.push(await measure(url));
  const fmt = (pick: (r: Run) => number) => `${Math.round(median(results.map(pick)))} (${results.map((r) => Math.round(pick(r))).join(', ')})`;
  console.log(`\n${url}`);
  console.log(`  from wall time:   ${fmt((r) => r.wallMs)}`);
  console.log(`  from thread time: ${fmt((r) => r.threadMs)}`);
  console.log(`  longest task ${fmt((r) => r.longestMs)}, tasks over 50 ms ${fmt((r) => r.tasks)}`);
}
await browser.close();
