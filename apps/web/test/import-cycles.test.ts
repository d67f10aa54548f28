import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// The 5.x compiler's API: TypeScript 7 (the checker, `typescript`) has no stable JavaScript API yet (docs/decisions/003).
import ts from 'typescript-5';
import { describe, expect, it } from 'vitest';

/**
 * No module imports itself through others (issue 50 found two circles: my-registration/actor.ts
 * with staff/audit.ts, and school-picker.tsx with university-field.tsx). No kept library for this
 * is installed (madge, dependency-cruiser), so the TypeScript compiler's own import scanner reads
 * each file's imports (static, type-only, re-exports and dynamic `import()`), relative ones and
 * the domain package's, and the strongly connected components of that graph are the circles.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('.') ? resolve(dirname(from), spec) : spec.startsWith('@portal/domain/') ? join(ROOT, 'packages/domain/src', spec.slice('@portal/domain/'.length)) : null;
  if (!base) return null;
  const candidates = [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), ...EXTENSIONS.map((ext) => base + ext)];
  return candidates.find((c) => /\.tsx?$/.test(c) && safeIsFile(c)) ?? null;
}
const safeIsFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

export function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of SOURCES.flatMap((dir) => filesUnder(join(ROOT, dir)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    graph.set(file, [...new Set(importedFiles.map((i) => resolveImport(file, i.fileName)).filter((f): f is string => f !== null))]);
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one file (or a file importing itself). */
export function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.map((f) => relative(ROOT, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('imports', () => {
  it('form no circle in the server, the web app or the domain package', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(500);
    expect(circles(graph)).toEqual([]);
  });

  it('sees a circle when there is one (the control: the two issue 50 removed, put back)', () => {
    const graph = importGraph();
    const at = (path: string) => join(ROOT, path);
    graph.get(at('apps/server/src/features/staff/audit.ts'))!.push(at('apps/server/src/features/my-registration/actor.ts'));
    graph.get(at('apps/web/src/features/university/components/school-picker.tsx'))!.push(at('apps/web/src/features/university/components/university-field.tsx'));
    expect(circles(graph)).toEqual(
      expect.arrayContaining([
        ['apps/server/src/features/my-registration/actor.ts', 'apps/server/src/features/staff/audit.ts'],
        ['apps/web/src/features/university/components/school-picker.tsx', 'apps/web/src/features/university/components/university-field.tsx'],
      ]),
    );
  });
});
