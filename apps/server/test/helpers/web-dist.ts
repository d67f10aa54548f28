import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
