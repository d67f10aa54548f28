import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MODULE_IDS } from '@portal/domain/education/modules';
import { readManifest } from '../src/platform/scorm/manifest';
import { ownPackageFiles, PackageRegistry } from '../src/platform/scorm/packages';
import { PackageError } from '../src/platform/scorm/package-error';
import { readZip, safePackagePath } from '../src/platform/scorm/zip';

/** Package checks on real packages (the shared fixtures and ours, zipped here) and on crafted bad zips. */
const FIXTURES = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'fixtures', 'scorm');
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));
const check = (zip: Uint8Array) => readManifest(readZip(zip));
const refusal = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    if (e instanceof PackageError) return e.key;
    throw e;
  }
  throw new Error('the package was accepted');
};

const manifest12 = (href: string, extra = '') => `<?xml version="1.0"?>
<manifest identifier="m" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>T</title>
    <item identifier="i" identifierref="r"><title>Lesson</title></item></organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="${href}"/>${extra}</resources>
</manifest>`;
const zip = (files: Record<string, string>) => zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])) as Zippable);

describe('the shared sample packages', () => {
  it('accepts singlescobasic.zip: SCORM 1.2, one SCO', () => {
    const m = check(fixture('singlescobasic.zip'));
    expect(m.version).toBe('1.2');
    expect(m.scos).toEqual([{ id: 'item_1', title: 'Golf Explained', launch: 'shared/launchpage.html' }]);
  });

  it('accepts RuntimeMinimumCalls_SCORM12.zip with its SCOs in organization order and item parameters', () => {
    const m = check(fixture('RuntimeMinimumCalls_SCORM12.zip'));
    expect(m.version).toBe('1.2');
    expect(m.scos.length).toBe(18);
    expect(m.scos[0]).toEqual({ id: 'playing_playing_item', title: 'How to Play', launch: 'Playing/Playing.html' });
    expect(m.scos[5]).toMatchObject({ title: 'Playing Golf Quiz', launch: 'shared/assessmenttemplate.html?questions=Playing' });
  });

  it.each([
    ['badscorm.zip', 'education:package.noManifest'],
    ['invalid.zip', 'education:package.noManifest'],
  ])('refuses %s with a clear reason', (name, key) => {
    expect(refusal(() => check(fixture(name)))).toBe(key);
  });
});

describe('the course modules', () => {
  it.each(MODULE_IDS)('%s zips into a valid SCORM 1.2 package with one SCO at index.html', (id) => {
    const files = ownPackageFiles(id);
    const m = check(zipSync(Object.fromEntries(files) as Zippable));
    expect(m).toMatchObject({ version: '1.2', scos: [{ launch: 'index.html' }] });
    for (const f of ['content.js', 'common/runtime.js', 'common/module.css']) expect(files.has(f)).toBe(true);
  });

  it('loads all three at start', () => {
    const registry = PackageRegistry.withOwnModules();
    expect(MODULE_IDS.map((id) => registry.get(id)?.trusted)).toEqual([true, true, true]);
  });
});

describe('crafted packages', () => {
  it.each<[string, Record<string, string> | Uint8Array, string]>([
    ['not a zip', strToU8('hello, not a zip'), 'education:package.notZip'],
    ['path traversal in an entry', { 'imsmanifest.xml': manifest12('a.html'), 'a.html': '', '../evil.html': 'x' }, 'education:package.unsafePath'],
    ['an absolute entry path', { 'imsmanifest.xml': manifest12('a.html'), 'a.html': '', '/etc/cron.d/x': 'x' }, 'education:package.unsafePath'],
    ['a backslash path', { 'imsmanifest.xml': manifest12('a.html'), 'a.html': '', 'a\\..\\b.html': 'x' }, 'education:package.unsafePath'],
    ['an href outside the package', { 'imsmanifest.xml': manifest12('../outside.html'), 'a.html': '' }, 'education:package.unsafePath'],
    ['an href on another site', { 'imsmanifest.xml': manifest12('https://example.com/x.html') }, 'education:package.externalLaunch'],
    ['a missing launch file', { 'imsmanifest.xml': manifest12('lesson/start.html'), 'lesson/other.html': '' }, 'education:package.missingFile'],
    ['a manifest that is not XML', { 'imsmanifest.xml': '<manifest><unclosed></manifest>' }, 'education:package.invalidManifest'],
    ['a manifest with entities', { 'imsmanifest.xml': '<?xml version="1.0"?><!DOCTYPE m [<!ENTITY a "aaaa">]><manifest>&a;</manifest>' }, 'education:package.invalidManifest'],
    ['an unknown SCORM version', { 'imsmanifest.xml': manifest12('a.html').replace('<schemaversion>1.2', '<schemaversion>9.9'), 'a.html': '' }, 'education:package.unsupportedVersion'],
    ['no SCO resource', { 'imsmanifest.xml': manifest12('a.html').replace('scormtype="sco"', 'scormtype="asset"'), 'a.html': '' }, 'education:package.noSco'],
  ])('refuses %s', (_name, content, key) => {
    const data = content instanceof Uint8Array ? content : zip(content);
    expect(refusal(() => check(data))).toBe(key);
  });

  it('accepts a SCORM 2004 package and percent-encoded hrefs', () => {
    const xml = `<?xml version="1.0"?><manifest identifier="m" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3">
      <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
      <organizations default="o"><organization identifier="o"><title>T</title><item identifier="i" identifierref="r"><title>L</title></item></organization></organizations>
      <resources><resource identifier="r" type="webcontent" adlcp:scormType="sco" href="my%20lesson.html"/></resources></manifest>`;
    expect(check(zip({ 'imsmanifest.xml': xml, 'my lesson.html': '' }))).toMatchObject({ version: '2004', scos: [{ launch: 'my lesson.html' }] });
  });

  it('refuses a zip whose entries declare more than the size limit', () => {
    // 21 MB of zeros compresses to a few KB: the declared size is checked before inflating.
    const big = zipSync({ 'imsmanifest.xml': strToU8(manifest12('a.html')), 'a.html': new Uint8Array(21 * 1024 * 1024) });
    expect(big.byteLength).toBeLessThan(100_000);
    expect(refusal(() => readZip(big))).toBe('education:package.tooLarge');
  });

  it.each([
    ['a/b.html', true], ['index.html', true], ['../x', false], ['a/../../x', false], ['/abs', false], ['C:/x', false], ['a//b', false], ['./a', false], ['a\u0000b', false],
  ])('safePackagePath(%j) accepts: %s', (path, ok) => {
    expect(safePackagePath(path) !== null).toBe(ok);
  });
});
