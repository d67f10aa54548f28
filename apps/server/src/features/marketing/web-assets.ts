import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml as e } from '../../platform/html';

interface ManifestChunk { file: string; imports?: string[]; css?: string[]; assets?: string[] }

/**
 * Head tags for a server-rendered page, from the web build's manifest: the route's own CSS inlined
 * (the article's styles, shared with the app, without a render-blocking request) and preloads of
 * the font of the first paint (Figtree's variable Latin file), so it is already in Figtree and the app's render over it changes
 * nothing visibly. The app's code loads after the first paint (platform/web.ts). Empty without a build.
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

  return (routeSrc: string): string => {
    const css = chunks(routeSrc).flatMap((k) => manifest[k].css ?? []).map((f) => readFileSync(join(webDist, f), 'utf8'));
    return (css.length ? `<style>${css.join('').replace(/<\//g, '<\\/')}</style>` : '') + fontTags;
  };
}
