/**
 * Prints, for every page route, the gzip size of the JavaScript the browser loads first when
 * that page is opened directly: the entry chunk, the route's chunk, every chunk they import
 * statically, and the en catalogs loaded at start. Fails (exit 1) past the guide's 180 KB.
 *
 *   npm run build && npm run bench:bundle
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = join(import.meta.dirname, '..', 'apps', 'web', process.env.WEB_OUT_DIR ?? 'dist');
const LIMIT_KB = 180;
type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
const manifest: Record<string, Chunk> = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));

const gz = new Map<string, number>();
const sizeOf = (file: string) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
  return gz.get(file)!;
};

function collect(key: string, seen: Set<string>) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) collect(dep, seen);
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
const startCatalogs = Object.keys(manifest).filter((k) => /locales\/en\/(common|errors)\.json$/.test(k));
// Pages that use the API also load the lazy DataLayout (the query library) before they render.
const dataLayoutKey = Object.keys(manifest).find((k) => k.endsWith('src/app/data-layout.tsx'));
const routes = Object.keys(manifest).filter((k) => /src\/(features\/[^/]+\/routes|app)\/[^/]+-page\.tsx$/.test(k));

function usesQuery(route: string) {
  const mine = new Set<string>();
  collect(route, mine);
  const layout = new Set<string>();
  collect(dataLayoutKey!, layout);
  layout.delete(dataLayoutKey!);
  return [...layout].some((k) => mine.has(k));
}

let failed = false;
const rows = routes.map((route) => {
  const seen = new Set<string>();
  collect(entryKey, seen);
  collect(route, seen);
  for (const c of startCatalogs) collect(c, seen);
  if (dataLayoutKey && route !== 'src/features/home/routes/home-page.tsx' && usesQuery(route)) collect(dataLayoutKey, seen);
  const bytes = [...seen].reduce((sum, k) => sum + sizeOf(manifest[k].file), 0);
  const kb = bytes / 1024;
  if (kb > LIMIT_KB) failed = true;
  return { route: route.replace(/^src\//, ''), kb };
});

rows.sort((a, b) => b.kb - a.kb);
console.log(`initial JavaScript per route (gzip -9), limit ${LIMIT_KB} KB`);
for (const r of rows) console.log(`${r.kb.toFixed(1).padStart(7)} KB  ${r.route}${r.kb > LIMIT_KB ? '  OVER LIMIT' : ''}`);
console.log(`entry chunk alone: ${(sizeOf(manifest[entryKey].file) / 1024).toFixed(1)} KB`);
if (failed) process.exit(1);
