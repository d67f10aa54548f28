/**
 * What the check-in screen's service worker keeps (check-in-pwa.ts), from Vite's manifest: the
 * statically imported graph of the entry (index.html), of the back office's shell and of the
 * check-in screen's own lazy chunk, plus the QR reader and the catalogs the back office loads.
 * Apart from vite-plugin-pwa so the test (apps/web/test/check-in-precache.test.ts) reads it alone.
 */
export const CHECK_IN_ROOTS = ['index.html', 'src/admin/back-office.tsx', 'src/admin/check-in/check-in-page.tsx'];
/**
 * The shell's chunk. Rolldown (Vite 8) keys it by its path; Rollup keyed a lazily loaded module by
 * its path only while its chunk exported nothing else, and the screens import react-admin's code
 * from the shell's chunk, so it was keyed by its file name (`_back-office-<hash>.js`) and kept the
 * module's name. Both are recognised.
 */
const isShell = (key: string, chunk: ManifestChunk) => key === 'src/admin/back-office.tsx' || (chunk.isDynamicEntry === true && chunk.name === 'back-office');
const QR_READER = /node_modules\/barcode-detector\/dist\/es\/ponyfill\.js$/;
const CATALOG = /packages\/domain\/locales\/[^/]+\/(admin[^/]*|common|errors|registration|webhooks)\.json$/;

export interface ManifestChunk {
  file: string;
  name?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * The files of the build the check-in screen needs, from Vite's manifest: what the roots import
 * statically. `everyScreen` also follows the back office shell's lazy imports (all its screens):
 * the list as it was before issue 50, when they were in the shell's chunk, for the test's control.
 */
export function checkInFiles(manifest: Record<string, ManifestChunk>, { everyScreen = false } = {}): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const f of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(f);
    for (const k of chunk.imports ?? []) visit(k);
    if (everyScreen && isShell(key, chunk)) for (const k of chunk.dynamicImports ?? []) visit(k);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (CHECK_IN_ROOTS.includes(key) || isShell(key, chunk) || QR_READER.test(key) || CATALOG.test(key)) visit(key);
  return files;
}

