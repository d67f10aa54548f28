import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ChunkPackages } from '../build-plugins/chunk-packages';

/**
 * Public pages load no MUI or Emotion code, and the server's render of them uses neither (issue 41,
 * docs/decisions/001): MUI, Emotion, react-admin and MUI X stay in the back office's own lazily
 * loaded chunk (src/admin). Read from the build (`npm run build`, which `npm test` runs first):
 * every chunk reachable from the entry, following static and lazy imports except those into the
 * back office, must hold none of those packages.
 */
const BACK_OFFICE_ONLY = /^@(mui|emotion)\//;

function publicPackages(build: string): Map<string, string[]> {
  const file = new URL(`../${build}/.vite/chunk-packages.json`, import.meta.url);
  if (!existsSync(file)) throw new Error(`no ${build}/.vite/chunk-packages.json: run \`npm run build\` first`);
  const chunks = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ChunkPackages>;
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = chunks[name];
    if (!chunk || seen.has(name) || chunk.facade?.startsWith('src/admin/')) return;
    seen.add(name);
    [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
  };
  Object.entries(chunks).filter(([, c]) => c.isEntry && !c.facade?.startsWith('src/admin/')).forEach(([name]) => visit(name));
  return new Map([...seen].map((name) => [name, chunks[name].packages]));
}

/**
 * What every public page loads before anything else: the entry chunk and its static imports. Zod
 * is the forms' (registration, checkout…), loaded with their routes; in the entry it added 17 KB
 * gzip to every page, home included (issue 52's site-config import of a domain module that
 * imports zod: bench:bundle, home 143.1 -> 159.4 KB).
 */
const NOT_IN_THE_ENTRY = ['zod'];

function entryPackages(build: string): string[] {
  const chunks = JSON.parse(readFileSync(new URL(`../${build}/.vite/chunk-packages.json`, import.meta.url), 'utf8')) as Record<string, ChunkPackages>;
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (!chunks[name] || seen.has(name)) return;
    seen.add(name);
    chunks[name].imports.forEach(visit);
  };
  Object.entries(chunks).filter(([, c]) => c.isEntry && !c.facade?.startsWith('src/admin/')).forEach(([name]) => visit(name));
  return [...new Set([...seen].flatMap((name) => chunks[name].packages))];
}

describe('the entry every public page loads first', () => {
  const build = process.env.WEB_OUT_DIR ?? 'dist';
  it('holds React and the router, and no form validation library', () => {
    const packages = entryPackages(build);
    expect(packages).toContain('react-dom');
    expect(packages.filter((p) => NOT_IN_THE_ENTRY.includes(p))).toEqual([]);
  });
});

describe.each([
  ['the browser build', 'dist'],
  ['the server render', 'dist-ssr'],
])('public pages in %s', (_label, build) => {
  const chunks = publicPackages(process.env.WEB_OUT_DIR ? build.replace('dist', process.env.WEB_OUT_DIR) : build);

  it('reach the router, React and the pages (the walk found them)', () => {
    const all = new Set([...chunks.values()].flat());
    expect(all).toContain('react-dom');
    expect(chunks.size).toBeGreaterThan(20);
  });

  it('hold no @mui/* or @emotion/* code', () => {
    const offenders = [...chunks].flatMap(([name, packages]) => packages.filter((p) => BACK_OFFICE_ONLY.test(p)).map((p) => `${name}: ${p}`));
    expect(offenders).toEqual([]);
  });
});
