import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Each public route names its module (`source`, apps/web/src/app/routes.tsx) so the server inlines
 * that page's CSS from the build manifest (platform/web-assets.ts). A route whose `source` does
 * not name the module it imports would get another page's CSS, or none: its first paint unstyled.
 */
const routes = readFileSync(new URL('../../web/src/app/routes.tsx', import.meta.url), 'utf8');

describe('public routes name their modules', () => {
  it('every route that loads a module names that module as its source', () => {
    const pairs = [...routes.matchAll(/source: '([\w-]+)'[\s\S]*?import\('[^']*\/([\w-]+)'\)/g)].map((m) => [m[1], m[2]]);
    const lazyRoutes = [...routes.matchAll(/lazy: (?:page|step)?\(?\(\) => import\(/g)].length;
    expect(pairs.length).toBeGreaterThan(20);
    expect(pairs.length).toBe(lazyRoutes);
    for (const [source, module] of pairs) expect(source).toBe(module);
  });
});
