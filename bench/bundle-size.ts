/**
 * Prints, for every page route, the gzip size of the JavaScript the browser loads before the page
 * shows when it is opened directly: the entry chunk, the layout routes above the page (DataLayout,
 * FunnelLayout, CampaignLayout), the page's own chunk, every chunk they import statically, and the en catalogs
 * loaded at start. Fails (exit 1) past the guide's 180 KB. Which layouts sit above which page is
 * read from apps/web/src/app/routes.tsx (its `staticPages`, `dataPages`, `funnelSteps` and `campaignPages` lists).
 *
 *   npm run build && npm run bench:bundle
 */
import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const WEB = join(import.meta.dirname, '..', 'apps', 'web');
const DIST = join(WEB, process.env.WEB_OUT_DIR ?? 'dist');
const LIMIT_KB = 180;
type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };
const manifest: Record<string, Chunk> = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));

const gz = new Map<string, number>();
const sizeOf = (file: string) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
  return gz.get(file)!;
};

function collect(key: string, seen: Set<string>) {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) collect(dep, seen);
}

/** The modules a route list of routes.tsx lazy-loads, as manifest keys (src/...tsx). */
const router = readFileSync(join(WEB, 'src', 'app', 'routes.tsx'), 'utf8');
function lazyModules(list: string): string[] {
  const block = router.match(new RegExp(`const ${list}: RouteObject\\[\\] = \\[([\\s\\S]*?)\\n\\];`))?.[1] ?? '';
  return [...block.matchAll(/import\('([^']+)'\)/g)].map((m) => toKey(m[1]));
}
const toKey = (spec: string) => normalize(join('src/app', spec)).replace(/\\/g, '/') + '.tsx';

const dataLayout = toKey('./data-layout');
const funnelLayout = toKey('../components/funnel/funnel-layout');
const campaignLayout = toKey('../components/campaign/campaign-layout');
const isLayout = (m: string) => m === funnelLayout || m === campaignLayout;
// Keyed by label: the same page module can sit under two layouts (a funnel step and a campaign page).
const pages = new Map<string, { module: string; layouts: string[] }>();
const add = (m: string, layouts: string[], prefix = '') => pages.set(prefix + m, { module: m, layouts });
for (const m of lazyModules('staticPages')) add(m, []);
for (const m of lazyModules('dataPages')) if (!isLayout(m)) add(m, [dataLayout]);
for (const m of lazyModules('funnelSteps')) add(m, [dataLayout, funnelLayout]);
for (const m of lazyModules('campaignPages')) add(m, [dataLayout, campaignLayout], 'campaign: ');

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
const startCatalogs = Object.keys(manifest).filter((k) => /locales\/en\/(common|errors)\.json$/.test(k));

let failed = false;
const rows = [...pages].map(([label, { module: route, layouts }]) => {
  for (const key of [route, ...layouts]) if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
  const seen = new Set<string>();
  for (const key of [entryKey, ...startCatalogs, ...layouts, route]) collect(key, seen);
  const kb = [...seen].reduce((sum, k) => sum + sizeOf(manifest[k].file), 0) / 1024;
  if (kb > LIMIT_KB) failed = true;
  return { route: label.replace(/src\//, ''), kb };
});

rows.sort((a, b) => b.kb - a.kb);
console.log(`initial JavaScript per route (gzip -9), limit ${LIMIT_KB} KB`);
for (const r of rows) console.log(`${r.kb.toFixed(1).padStart(7)} KB  ${r.route}${r.kb > LIMIT_KB ? '  OVER LIMIT' : ''}`);
console.log(`entry chunk alone: ${(sizeOf(manifest[entryKey].file) / 1024).toFixed(1)} KB`);
if (failed) process.exit(1);
