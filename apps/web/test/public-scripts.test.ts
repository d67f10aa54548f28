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
