import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A minimal built web app (index.html and one hashed asset) for tests that serve pages and assets. */
export function fakeWebDist(): { dir: string; asset: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'assets', 'entry-abc123.js'), 'console.log(1)');
  return { dir, asset: '/assets/entry-abc123.js', remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The real web build (`npm run build`: apps/web/dist and its server render, apps/web/dist-ssr;
 * WEB_OUT_DIR names another pair), for tests of server-rendered pages. Missing, it fails the
 * test with what to do rather than passing without the build.
 */
export function builtWebDist(): string {
  const dir = join(import.meta.dirname, '..', '..', '..', 'web', process.env.WEB_OUT_DIR ?? 'dist');
  for (const file of [join(dir, 'index.html'), join(`${dir}-ssr`, 'entry-server.js')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build before this test`);
  }
  return dir;
}
