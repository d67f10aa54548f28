import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { marketingPageAt } from '@portal/domain/marketing/pages';
import { TERMS_PATH } from '@portal/domain/site/navigation';
import { escapeHtml as e } from './html';

interface ManifestChunk { file: string; imports?: string[]; css?: string[]; assets?: string[] }

/**
 * The route modules that import a CSS file of their own, as keys of the build manifest. The site
 * shell's vanilla-extract CSS is in the entry's sheet, which the build inlines into index.html
 * (apps/web/vite.config.ts, inlineEntryCss); pages not yet moved off MUI are styled by Emotion,
 * whose rules the render collects. A route whose components get `*.css.ts` files is added here.
 */
function routeModule(path: string): string | undefined {
  if (marketingPageAt(path)) return 'src/features/marketing/routes/marketing-page.tsx';
  if (path === TERMS_PATH) return 'src/features/marketing/routes/terms-page.tsx';
  return undefined;
}

/**
 * Head tags for a server-rendered page, from the web build's manifest: the route's own CSS inlined
 * (without a render-blocking request) and a preload of the font of the first paint (Figtree's
 * variable Latin file), so the first paint is already in Figtree. Empty without a build.
 */
export function assetHints(webDist: string) {
  const file = join(webDist, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const fonts = (manifest['index.html']?.assets ?? []).filter((a) => /figtree-latin-wght-normal-[\w-]+\.woff2$/.test(a));
  const fontTags = fonts.map((f) => `<link rel="preload" href="/${e(f)}" as="font" type="font/woff2" crossorigin />`).join('');

  const chunks = (key: string, seen = new Set<string>()): string[] => {
    if (seen.has(key) || !manifest[key] || key === 'index.html') return [];
    seen.add(key);
    return [key, ...(manifest[key].imports ?? []).flatMap((k) => chunks(k, seen))];
  };
  const styles = new Map<string, string>();

  return (path: string): string => {
    const module = routeModule(path);
    if (module && !styles.has(module)) {
      const css = chunks(module).flatMap((k) => manifest[k].css ?? []).map((f) => readFileSync(join(webDist, f), 'utf8'));
      styles.set(module, css.length ? `<style>${css.join('').replace(/<\//g, '<\\/')}</style>` : '');
    }
    return (module ? styles.get(module) : '') + fontTags;
  };
}
