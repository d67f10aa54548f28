import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml as e } from './html';

interface ManifestChunk { file: string; name?: string; src?: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; assets?: string[] }

/**
 * Head tags for a server-rendered page, from the web build's manifest: the CSS of the modules its
 * render matched (the route modules' `source` names, apps/web/src/app/routes.tsx) inlined, so the
 * first paint is styled without a render-blocking request, and a preload of the font of the first
 * paint (Figtree's variable Latin file). Each module's chunk is followed through its static and
 * dynamic imports: the server's render waits for the lazy parts (forms), so their CSS is on the
 * page too. The site shell's CSS is the entry's sheet, which the build inlines into index.html
 * (apps/web/vite.config.ts, inlineEntryCss). Beside each inlined sheet goes a disabled `<link>` to
 * its file, never fetched: Vite's preload helper, which adds a lazy chunk's sheets when the browser
 * loads the chunk, then sees them in the page and does not download them again (as for the entry's
 * sheet). Empty without a build.
 */
export function assetHints(webDist: string) {
  const file = join(webDist, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const fonts = (manifest['index.html']?.assets ?? []).filter((a) => /figtree-latin-wght-normal-[\w-]+\.woff2$/.test(a));
  const fontTags = fonts.map((f) => `<link rel="preload" href="/${e(f)}" as="font" type="font/woff2" crossorigin />`).join('');
  // A route's module by its chunk name; a catalog's chunk may carry the same name (the page
  // `my-registration-page` and its texts `my-registration-page.json`) and has no styles: skipped.
  const byName = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.name && !chunk.src?.endsWith('.json') && !byName.has(chunk.name)) byName.set(chunk.name, key);

  const chunks = (key: string, seen: Set<string>): string[] => {
    if (seen.has(key) || !manifest[key] || key === 'index.html') return [];
    seen.add(key);
    return [key, ...[...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])].flatMap((k) => chunks(k, seen))];
  };
  const styles = new Map<string, string>();

  return (modules: string[]): string => {
    const key = modules.join(' ');
    if (!styles.has(key)) {
      const seen = new Set<string>();
      const keys = modules.flatMap((m) => (byName.has(m) ? chunks(byName.get(m)!, seen) : []));
      const files = [...new Set(keys.flatMap((k) => manifest[k].css ?? []))];
      const css = files.map((f) => readFileSync(join(webDist, f), 'utf8')).join('');
      const links = files.map((f) => `<link disabled rel="stylesheet" href="/${e(f)}" />`).join('');
      styles.set(key, files.length ? `<style>${css.replace(/<\//g, '<\\/')}</style>${links}` : '');
    }
    return styles.get(key) + fontTags;
  };
}
