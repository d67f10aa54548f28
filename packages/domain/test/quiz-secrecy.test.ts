import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The quiz's correct answers (packages/domain/src/quiz/question-sets.ts) must never reach the
 * browser: no module of apps/web may import that file, directly or through other modules.
 * The walk follows static and dynamic imports, relative and `@portal/domain/...` specifiers.
 */
const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const SECRET = 'packages/domain/src/quiz/question-sets.ts';
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function resolveSpecifier(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@portal/domain/')) base = join(ROOT, 'packages/domain/src', spec.slice('@portal/domain/'.length));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return null; // a package from node_modules
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function reachable(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveSpecifier(file, m[1] ?? m[2] ?? m[3]);
      if (target) queue.push(target);
    }
  }
  return new Set([...seen].map((f) => relative(ROOT, f)));
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));

describe('quiz answers stay on the server', () => {
  it('no web module reaches question-sets.ts', () => {
    const web = reachable(filesUnder(join(ROOT, 'apps/web/src')));
    // The walk does follow the web app into the domain: it reaches the browser-safe quiz module.
    expect(web.has('packages/domain/src/quiz/quiz.ts')).toBe(true);
    expect(web.has(SECRET)).toBe(false);
  });

  it('the walk does find it from the server (control: the check can fail)', () => {
    expect(reachable([join(ROOT, 'apps/server/src/app.ts')]).has(SECRET)).toBe(true);
  });
});
