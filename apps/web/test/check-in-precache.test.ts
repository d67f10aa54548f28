import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkInFiles, type ManifestChunk } from '../build-plugins/check-in-files';
import type { ChunkPackages } from '../build-plugins/chunk-packages';

/**
 * The check-in screen's service worker keeps that screen's code and no other back-office screen's
 * (issue 50: it kept the whole back office, 71 files, 3.1 MB). Read from the build (`npm run
 * build`, which `npm test` runs first): the list injected into the built check-in-sw.js, and what
 * each chunk is made of (.vite/chunk-packages.json).
 */
const build = new URL(`../${process.env.WEB_OUT_DIR ?? 'dist'}/`, import.meta.url);
const read = (path: string) => {
  const file = new URL(path, build);
  if (!existsSync(file)) throw new Error(`no ${file.pathname}: run \`npm run build\` first`);
  return readFileSync(file, 'utf8');
};

/** Packages only other screens use: the dashboard's and funnel's charts, the forms, the SCORM player. */
const OTHER_SCREENS_PACKAGES = ['@mui/x-charts', 'react-hook-form', '@hookform/resolvers', 'scorm-again'];
/**
 * The back office's own modules the check-in screen may load: its shell (back-office, admin-app,
 * lazy-screen, the layout, providers, read-only guard), its own folder, and the sessions' time
 * formatter it writes times with. Any other src/admin module is another screen's code.
 */
const CHECK_IN_SOURCES = /^src\/admin\/([^/]+\.tsx?|check-in\/.*|layout\/.*|providers\/.*|read-only\/.*|sessions\/session-time\.ts)$/;

const chunks = JSON.parse(read('.vite/chunk-packages.json')) as Record<string, ChunkPackages>;

/** The files in a precache list that hold another screen's code, each with what it holds. */
function otherScreensCode(files: Iterable<string>): string[] {
  return [...files].flatMap((file) => {
    const chunk = chunks[file.replace(/^\//, '')];
    if (!chunk) return [];
    const packages = chunk.packages.filter((p) => OTHER_SCREENS_PACKAGES.includes(p));
    const sources = chunk.sources.filter((s) => s.startsWith('src/admin/') && !CHECK_IN_SOURCES.test(s));
    return [...packages, ...sources].map((what) => `${file}: ${what}`);
  });
}

const chunkHolding = (source: string) => Object.keys(chunks).find((file) => chunks[file].sources.includes(source));

describe('the check-in service worker precache (issue 50)', () => {
  // The list vite-plugin-pwa injected (self.__WB_MANIFEST) into the built worker.
  const precached = [...read('check-in-sw.js').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);

  it("holds the check-in screen: the shell, the screen's chunk, the QR reader, fonts, icons, manifests and the HTML shell", () => {
    for (const source of ['src/admin/back-office.tsx', 'src/admin/check-in/check-in-page.tsx', 'src/admin/check-in/camera-scanner.tsx']) {
      expect(precached, source).toContain(chunkHolding(source));
    }
    expect(precached.some((f) => /^assets\/zxing_reader-.*\.wasm$/.test(f))).toBe(true);
    expect(precached.some((f) => /^assets\/ponyfill-.*\.js$/.test(f))).toBe(true);
    expect(precached.some((f) => f.endsWith('.woff2'))).toBe(true);
    expect(precached).toEqual(expect.arrayContaining(['check-in-en.webmanifest', 'check-in-fr-CA.webmanifest', 'check-in-icon-192.png', '/admin/check-in/']));
  });

  it('holds every chunk that a precached chunk imports (nothing the screen loads is missing offline)', () => {
    const missing = precached.flatMap((file) => (chunks[file]?.imports ?? []).filter((dep) => !precached.includes(dep)).map((dep) => `${file} imports ${dep}`));
    expect(missing).toEqual([]);
  });

  it("holds no other screen's code: no charts, no forms, no audit, reports or sessions screens", () => {
    expect(otherScreensCode(precached)).toEqual([]);
    // The sign-in page stays out too: it is loaded from the network when the screen sends someone to it.
    expect(precached).not.toContain(chunkHolding('src/admin/access/login-page.tsx'));
  });

  it("control: the list as it was before (the shell with every screen) holds the other screens' code, and the check sees it", () => {
    const manifest = JSON.parse(read('.vite/manifest.json')) as Record<string, ManifestChunk>;
    const before = checkInFiles(manifest, { everyScreen: true });
    const seen = otherScreensCode(before).join('\n');
    for (const what of ['@mui/x-charts', 'react-hook-form', 'src/admin/audit/audit-list.tsx', 'src/admin/funnel/', 'src/admin/dashboard/dashboard-page.tsx']) expect(seen, what).toContain(what);
    // ... and without `everyScreen`, the same walk gives the worker's list (besides what Workbox's glob adds: icons, manifests, the shell).
    const now = checkInFiles(manifest);
    expect(precached.filter((f) => f.startsWith('assets/')).sort()).toEqual([...now].filter((f) => /\.(js|css|woff2|wasm)$/.test(f)).sort());
  });
});
