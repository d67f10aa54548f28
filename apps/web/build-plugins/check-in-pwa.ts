import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { checkInFiles, type ManifestChunk } from './check-in-files';

/**
 * The check-in screen as an installable app that opens at a door without network (issue 43).
 * vite-plugin-pwa builds its service worker (src/admin/check-in/offline/check-in-sw.ts, Workbox,
 * injectManifest) to /check-in-sw.js. It injects nothing into index.html (no manifest link, no
 * registration): the check-in screen alone registers the worker and links its manifest
 * (offline/install-check-in.ts), so public pages and the rest of the back office are untouched.
 *
 * The precache list is what that screen loads, read from Vite's manifest (`build.manifest`): the
 * entry, the back office's shell (react-admin, layout, providers) and the check-in screen's own
 * chunk, each with what it imports statically, the QR reader (ponyfill and its WebAssembly), the
 * catalogs the back office loads (its admin*.json, common, errors, registration, webhooks, in every
 * locale), the fonts, the icons and manifests; plus the HTML shell fetched from the server at
 * install. Every other back-office screen is a lazy chunk of its own (src/admin/lazy-screen.tsx)
 * and is left out (issue 50: the worker kept all of them, charts and forms included), as are the
 * public pages' route chunks and the SCORM player (check-in-files.ts).
 * apps/web/test/check-in-precache.test.ts checks the built worker's list.
 */
const LOCALES = ['en', 'en-CA', 'fr-CA'] as const;

/** The web app manifest of each locale, its texts from the check-in catalog (en-CA falls back to en). */
function webManifests(root: string): Plugin {
  const catalog = (locale: string) => {
    const path = resolve(root, `../../packages/domain/locales/${locale}/admin-check-in.json`);
    return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as { app?: Record<string, string> }).app ?? {} : {};
  };
  return {
    name: 'check-in-web-manifests',
    apply: 'build',
    generateBundle() {
      for (const locale of LOCALES) {
        const app = { ...catalog('en'), ...catalog(locale) };
        const manifest = {
          id: '/admin/check-in/',
          name: app.name,
          short_name: app.shortName,
          description: app.description,
          lang: locale,
          start_url: '/admin/check-in/',
          scope: '/admin/check-in/',
          display: 'standalone',
          orientation: 'portrait',
          background_color: '#ffffff',
          theme_color: '#009ACE',
          icons: [
            { src: '/check-in-icon.svg', sizes: 'any', type: 'image/svg+xml' },
            { src: '/check-in-icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/check-in-icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/check-in-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        };
        this.emitFile({ type: 'asset', fileName: `check-in-${locale}.webmanifest`, source: JSON.stringify(manifest) });
      }
    },
  };
}

export function checkInPwa(root: string, outDir: string): Plugin[] {
  const out = resolve(root, outDir);
  return [
    webManifests(root),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/admin/check-in/offline',
      filename: 'check-in-sw.ts',
      outDir,
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['assets/**/*.{js,css,woff2,wasm}', 'check-in-*.{svg,png,webmanifest}'],
        // The QR reader's WebAssembly is about 1.1 MB (the back office's shell, 0.55 MB).
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        manifestTransforms: [
          (entries) => {
            const needed = checkInFiles(JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>);
            const manifest = entries.filter((e) => needed.has(e.url) || e.url.startsWith('check-in-'));
            // The HTML shell as the server sends it (with the site's configuration), revised with each build.
            const shell = createHash('sha256').update(readFileSync(join(out, 'index.html'))).digest('hex').slice(0, 16);
            manifest.push({ url: '/admin/check-in/', revision: shell, size: 0 });
            return { manifest, warnings: [] };
          },
        ],
      },
    }),
  ];
}
